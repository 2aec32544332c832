import type { Readable } from 'node:stream'
import drive from '@adonisjs/drive/services/main'
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { DomainError } from '#exceptions/domain_error'

/**
 * Keys of files only their owner (and staff) may read (docs/operations.md
 * "Private files"): stored with private visibility, never served at /media,
 * read through a short-lived presigned address on S3.
 */
export const PRIVATE_PREFIX = 'private/'

/** How long a presigned address works: long enough to start a download, too short to be passed around. */
export const SIGNED_URL_SECONDS = 5 * 60

/** Storage did not answer or refused (S3 down, wrong credentials): 503 with a clear message, the cause logged. */
export class StorageUnavailableError extends DomainError {
  constructor(cause: unknown) {
    super('errors.storage_unavailable', { status: 503, cause })
    logger.error({ err: cause }, 'storage request failed')
  }
}

/** Runs a storage request; its failure is a StorageUnavailableError, not a 500. */
export async function storageCall<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    throw new StorageUnavailableError(error)
  }
}

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX)
}

export async function putPrivateFile(key: string, bytes: Buffer, contentType: string) {
  if (!isPrivateKey(key)) throw new Error(`${key} is not under ${PRIVATE_PREFIX}`)
  await storageCall(() => drive.use().put(key, bytes, { contentType, visibility: 'private' }))
}

/** Deletes a private file; one already gone is no error. */
export async function deletePrivateFile(key: string) {
  if (!isPrivateKey(key)) throw new Error(`${key} is not under ${PRIVATE_PREFIX}`)
  await storageCall(() => drive.use().delete(key))
}

/** How a private file reaches its reader: a presigned address to redirect to (S3), or its bytes through the app (fs). */
export type PrivateDownload =
  | { redirect: string }
  | { stream: () => Promise<Readable>; size: number; contentType: string; fileName: string }

/**
 * A private file for a reader the caller has authorized, or null when it is
 * gone: on DRIVE_DISK=s3 a GET address signed for SIGNED_URL_SECONDS that
 * makes S3 answer it as a download named `fileName`; on the local disk the
 * file itself, streamed by the app (nothing else serves it).
 */
export async function privateDownload(
  key: string,
  fileName: string,
  contentType: string
): Promise<PrivateDownload | null> {
  if (!isPrivateKey(key)) return null
  const disk = drive.use()
  if (!(await storageCall(() => disk.exists(key)))) return null
  if (env.get('DRIVE_DISK') === 's3')
    return {
      redirect: await storageCall(() =>
        disk.getSignedUrl(key, {
          expiresIn: SIGNED_URL_SECONDS,
          contentType,
          contentDisposition: attachment(fileName),
        })
      ),
    }
  const { contentLength } = await storageCall(() => disk.getMetaData(key))
  return { stream: () => disk.getStream(key), size: contentLength, contentType, fileName }
}

/** Content-Disposition for a download: an ASCII name for old clients, the real one (RFC 5987) for the rest. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
