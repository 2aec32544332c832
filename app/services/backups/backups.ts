import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import { BackupError } from '#services/backups/backup_error'
import {
  copySqliteBackup,
  dialectOf,
  dumpDatabase,
  loadMysqlDump,
  rowCounts,
  targetConnection,
} from '#services/backups/database_backup'
import { copyUploads, restoreUploads, type UploadsSummary } from '#services/backups/uploads_backup'

export const MANIFEST_FILE = 'manifest.json'

/** What a backup holds (manifest.json): enough to check a restore against. */
export type BackupManifest = {
  createdAt: string
  dialect: 'mysql' | 'sqlite'
  database: { file: string; bytes: number; rows: Record<string, number> }
  uploads: UploadsSummary
  ms: { database: number; uploads: number }
}

export type RestoreTarget = {
  /** MySQL: the database to restore into (created; must be empty unless `replace`). */
  database?: string
  /** SQLite: the file to restore into (must not exist unless `replace`). */
  sqliteFile?: string
  /** Where the uploads go: a folder, or a bucket on the s3 disk's server; neither: not restored. */
  uploadsRoot?: string
  bucket?: string
  replace?: boolean
}

export type RestoreReport = {
  rows: Record<string, number>
  /** Tables whose count differs from the manifest's. */
  mismatched: string[]
  uploads: (UploadsSummary & { to: string }) | null
  ms: { database: number; uploads: number }
}

/** `2026-11-28T00-05-09Z`: sorts by date, no colon (Windows, scp). */
export function backupName(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
}

/**
 * One dated folder under `baseDir` with a consistent database dump, every
 * upload and manifest.json (row counts per table, upload count and bytes,
 * timings). The rows are counted after the dump: exact when nothing wrote
 * meanwhile, close otherwise.
 */
export async function createBackup(baseDir: string, now = new Date()) {
  const dir = join(baseDir, backupName(now))
  if (await stat(dir).catch(() => null)) throw new BackupError(`${dir} already exists`)
  await mkdir(dir, { recursive: true })
  let started = performance.now()
  const dump = await dumpDatabase(dir)
  const databaseMs = performance.now() - started
  const rows = await rowCounts()
  started = performance.now()
  const uploads = await copyUploads(dir)
  const manifest: BackupManifest = {
    createdAt: now.toISOString(),
    dialect: dialectOf(),
    database: { ...dump, rows },
    uploads,
    ms: { database: Math.round(databaseMs), uploads: Math.round(performance.now() - started) },
  }
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n')
  return { dir, manifest }
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const text = await readFile(join(dir, MANIFEST_FILE), 'utf8').catch(() => {
    throw new BackupError(`${dir} holds no ${MANIFEST_FILE}: not a backup folder`)
  })
  return JSON.parse(text) as BackupManifest
}

/**
 * Restores a backup folder into a named database (MySQL, same server) or a new
 * SQLite file, and its uploads into a folder or bucket, then counts the rows
 * of the restored database against the manifest.
 */
export async function restoreBackup(dir: string, target: RestoreTarget): Promise<RestoreReport> {
  const manifest = await readManifest(dir)
  if (manifest.dialect !== dialectOf())
    throw new BackupError(
      `This backup is of a ${manifest.dialect} database; the app runs on ${dialectOf()}`
    )
  let started = performance.now()
  const connection =
    manifest.dialect === 'mysql'
      ? await restoreMysql(dir, target)
      : await restoreSqlite(dir, target)
  let rows: Record<string, number>
  try {
    rows = await rowCounts(connection.client.connectionName)
  } finally {
    await connection.close()
  }
  const databaseMs = performance.now() - started
  started = performance.now()
  const uploads =
    target.uploadsRoot || target.bucket
      ? await restoreUploads(dir, { root: target.uploadsRoot, bucket: target.bucket })
      : null
  const tables = new Set([...Object.keys(rows), ...Object.keys(manifest.database.rows)])
  return {
    rows,
    mismatched: [...tables].filter((table) => rows[table] !== manifest.database.rows[table]),
    uploads,
    ms: { database: Math.round(databaseMs), uploads: Math.round(performance.now() - started) },
  }
}

async function restoreMysql(dir: string, target: RestoreTarget) {
  const name = target.database
  if (!name) throw new BackupError('Name the database to restore into: --database=<name>')
  if (!/^[A-Za-z0-9_]{1,64}$/.test(name))
    throw new BackupError(`${name} is not a database name (letters, digits and _ only)`)
  const [[existing]] = await db.rawQuery(
    'select count(*) as total from information_schema.tables where table_schema = ?',
    [name]
  )
  if (Number(existing.total) > 0) {
    if (!target.replace)
      throw new BackupError(`The database ${name} has tables; add --replace to overwrite it`)
    await db.rawQuery(`drop database \`${name}\``)
  }
  // The same character set and collation as the app's database.
  const [[source]] = await db.rawQuery(
    'select default_character_set_name as charset, default_collation_name as collation from information_schema.schemata where schema_name = database()'
  )
  await db.rawQuery(
    `create database if not exists \`${name}\` character set ${source.charset} collate ${source.collation}`
  )
  await loadMysqlDump(dir, name)
  return targetConnection({ database: name })
}

async function restoreSqlite(dir: string, target: RestoreTarget) {
  const file = target.sqliteFile
  if (!file) throw new BackupError('Name the SQLite file to restore into: --sqlite=<file>')
  if ((await stat(file).catch(() => null)) && !target.replace)
    throw new BackupError(`${file} exists; add --replace to overwrite it`)
  await copySqliteBackup(dir, file)
  return targetConnection({ file })
}
