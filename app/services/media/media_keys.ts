/** At most this many path segments and characters per segment (ours: images/<uuid>/<width>.webp). */
export const MEDIA_KEY_LIMITS = { segments: 8, segmentLength: 128 } as const

/** A file or folder name of ours: letters, digits, '_', '-' and '.', not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/

/**
 * The storage key a /media/* path names, or null when it cannot name one of
 * our files (docs/security.md "Hostile input"): each segment is decoded once and must
 * then be a plain name, so `..`, `.env`, `%2f`, `%5c`, backslashes, NUL bytes
 * and over-long names never reach the disk. Lengths are checked first.
 * Private files (`private/...`, app/services/media/private_files.ts) are
 * never served here.
 */
export function mediaKey(segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.length > MEDIA_KEY_LIMITS.segments) return null
  const names: string[] = []
  for (const raw of segments) {
    if (raw.length > 3 * MEDIA_KEY_LIMITS.segmentLength) return null
    let name: string
    try {
      name = decodeURIComponent(raw)
    } catch {
      return null
    }
    if (name.length > MEDIA_KEY_LIMITS.segmentLength || !SEGMENT.test(name)) return null
    names.push(name)
  }
  if (names[0] === 'private') return null
  return names.join('/')
}

/** The address of a stored file: /media/ and its key. */
export function mediaUrl(key: string): string {
  return `/media/${key.split('/').map(encodeURIComponent).join('/')}`
}

/**
 * The public address of an object under S3_PUBLIC_URL: the key's segments
 * appended to the base's path, whether or not it ends with a slash
 * (`https://cdn.example.com/photos` + `images/x/1.webp`).
 */
export function publicObjectUrl(base: string, key: string): string {
  const url = new URL(base)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`
  return url.toString()
}
