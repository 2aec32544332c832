import { createWriteStream } from 'node:fs'
import { cp, mkdir, readdir, readFile, stat } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import app from '@adonisjs/core/services/app'
import drive from '@adonisjs/drive/services/main'
import { Disk } from 'flydrive'
import type { S3Driver } from 'flydrive/drivers/s3'
import env from '#start/env'
import { BackupError } from '#services/backups/backup_error'

export const UPLOADS_FOLDER = 'uploads'

export type UploadsSummary = { disk: 'fs' | 's3'; files: number; bytes: number }

/** The disk uploads live on (config/drive.ts: DRIVE_DISK). */
export function uploadsDisk(): 'fs' | 's3' {
  return env.get('DRIVE_DISK', 'fs') === 's3' ? 's3' : 'fs'
}

/** The fs disk's folder (DRIVE_ROOT). */
export function fsRoot(): string {
  return app.makePath(env.get('DRIVE_ROOT', 'storage/media'))
}

/**
 * Every upload into `<dir>/uploads`, under its key: a copy of the fs disk's
 * folder, or each object of the bucket (listed page by page and downloaded).
 */
export async function copyUploads(dir: string): Promise<UploadsSummary> {
  const target = join(dir, UPLOADS_FOLDER)
  await mkdir(target, { recursive: true })
  const disk = uploadsDisk()
  if (disk === 'fs') {
    const root = fsRoot()
    const exists = await stat(root).catch(() => null)
    if (exists) await cp(root, target, { recursive: true })
  } else {
    await downloadBucket(drive.use('s3'), target)
  }
  return { disk, ...(await summarize(target)) }
}

async function downloadBucket(bucket: Disk, target: string) {
  let paginationToken: string | undefined
  do {
    const page = await bucket.listAll('/', { recursive: true, paginationToken })
    for (const object of page.objects) {
      if (object.isDirectory) continue
      const path = join(target, safeKey(object.key))
      await mkdir(dirname(path), { recursive: true })
      await pipeline(await bucket.getStream(object.key), createWriteStream(path))
    }
    paginationToken = page.paginationToken
  } while (paginationToken)
}

/** A key as a relative path that stays inside the backup (no `..`, no absolute path). */
function safeKey(key: string): string {
  const parts = key.split('/')
  if (parts.some((part) => part === '..' || part === '') || key.includes('\\'))
    throw new BackupError(`Refusing the object key ${JSON.stringify(key)}`)
  return parts.join(sep)
}

/** Puts the backup's uploads into a folder (`root`) or a bucket of the s3 disk's server (`bucket`). */
export async function restoreUploads(
  dir: string,
  target: { root?: string; bucket?: string }
): Promise<UploadsSummary & { to: string }> {
  const source = join(dir, UPLOADS_FOLDER)
  if (target.root) {
    await mkdir(target.root, { recursive: true })
    await cp(source, target.root, { recursive: true })
    return { disk: 'fs', to: target.root, ...(await summarize(source)) }
  }
  const bucket = new Disk((drive.use('s3').driver as S3Driver).bucket(target.bucket!))
  for (const path of await filesUnder(source)) {
    const key = relative(source, path).split(sep).join('/')
    await bucket.put(key, await readFile(path), {
      contentType: contentTypeOf(key),
      visibility: key.startsWith('private/') ? 'private' : 'public',
    })
  }
  return { disk: 's3', to: target.bucket!, ...(await summarize(source)) }
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
}

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream'
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

async function summarize(folder: string): Promise<{ files: number; bytes: number }> {
  const files = await filesUnder(folder)
  let bytes = 0
  for (const file of files) {
    const { size } = await stat(file)
    bytes += size
  }
  return { files: files.length, bytes }
}
