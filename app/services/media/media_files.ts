import drive from '@adonisjs/drive/services/main'

/** A file under /media: its metadata and a stream of its bytes, or null when there is no such file (a folder is none). */
export async function openMediaFile(key: string) {
  const file = drive.use('fs').file(key)
  const metadata = await file.getMetaData().catch((error: unknown) => {
    if (isMissing(error)) return null
    throw error
  })
  return metadata ? { metadata, stream: () => file.getStream() } : null
}

function isMissing(error: unknown): boolean {
  for (
    let cause = error as { code?: string; message?: string; cause?: unknown } | undefined;
    cause;
    cause = cause.cause as typeof cause
  ) {
    if (
      cause.code === 'ENOENT' ||
      cause.code === 'ENOTDIR' ||
      cause.message?.startsWith('Cannot get metadata of a directory')
    )
      return true
  }
  return false
}
