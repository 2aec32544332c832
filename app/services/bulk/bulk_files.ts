import db from '@adonisjs/lucid/services/db'
import type BulkImport from '#models/bulk_import'
import { DomainError } from '#exceptions/domain_error'
import {
  deletePrivateFile,
  privateDownload,
  putPrivateFile,
  type PrivateDownload,
} from '#services/media/private_files'

const TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
}

/**
 * Where an uploaded spreadsheet is kept: private (a builder's inventory and
 * prices before they are published), one object per user and file content,
 * so the same file previewed twice is kept once.
 */
export function bulkFileKey(userId: number, fileHash: string, fileName: string): string {
  return `private/bulk-uploads/${userId}/${fileHash}.${extensionOf(fileName)}`
}

function extensionOf(fileName: string): 'xlsx' | 'xls' {
  return fileName.toLowerCase().endsWith('.xls') ? 'xls' : 'xlsx'
}

/** Keeps the uploaded file (at preview, once it passed the guard), for its owner to download again. */
export async function keepBulkFile(
  userId: number,
  fileHash: string,
  fileName: string,
  bytes: Buffer
) {
  await putPrivateFile(bulkFileKey(userId, fileHash, fileName), bytes, TYPES[extensionOf(fileName)])
}

/** The file of an import its reader may see (the caller authorized): a presigned redirect on S3, else the bytes. */
export async function bulkFileDownload(job: BulkImport): Promise<PrivateDownload> {
  const download = await privateDownload(
    bulkFileKey(job.userId, job.fileHash, job.fileName),
    job.fileName,
    TYPES[extensionOf(job.fileName)]
  )
  if (!download) throw new DomainError('bulk_upload.errors.file_gone', { status: 404, toast: true })
  return download
}

/**
 * After previews were swept: the files that neither a preview nor an import
 * still names are deleted (an import keeps its file as long as it is listed).
 */
export async function forgetBulkFiles(
  swept: { user_id: number; file_hash: string; file_name: string }[]
) {
  for (const { user_id: userId, file_hash: fileHash, file_name: fileName } of swept) {
    const named = async (table: string) =>
      db.from(table).where('user_id', userId).where('file_hash', fileHash).first()
    if ((await named('bulk_previews')) || (await named('bulk_imports'))) continue
    await deletePrivateFile(bulkFileKey(userId, fileHash, fileName))
  }
}
