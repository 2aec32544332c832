import { spawn } from 'node:child_process'
import { createReadStream, createWriteStream } from 'node:fs'
import { copyFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip, createGzip } from 'node:zlib'
import Database from 'better-sqlite3'
import db from '@adonisjs/lucid/services/db'
import type { ConnectionConfig } from '@adonisjs/lucid/types/database'
import { BackupError } from '#services/backups/backup_error'

export const MYSQL_DUMP_FILE = 'database.sql.gz'
export const SQLITE_FILE = 'database.sqlite3'

type MysqlConnection = {
  host: string
  port: number
  user: string
  password?: string
  database: string
}

/** The app's connection: its dialect and settings (config/database.ts). */
function current() {
  const name = db.primaryConnectionName
  const config = db.manager.get(name)!.config
  return { name, config }
}

export function dialectOf(): 'mysql' | 'sqlite' {
  return current().config.client === 'mysql2' ? 'mysql' : 'sqlite'
}

function mysqlSettings(config: ConnectionConfig): MysqlConnection {
  return (config as unknown as { connection: MysqlConnection }).connection
}

function sqliteFile(config: ConnectionConfig): string {
  return (config as unknown as { connection: { filename: string } }).connection.filename
}

/** The client programs' connection flags; the password goes through MYSQL_PWD, never the command line. */
function clientArgs(connection: MysqlConnection) {
  return {
    args: [`--host=${connection.host}`, `--port=${connection.port}`, `--user=${connection.user}`],
    env: { ...process.env, MYSQL_PWD: connection.password ?? '' },
  }
}

/**
 * A consistent copy of the database in `dir`: on MySQL/MariaDB `mariadb-dump
 * --single-transaction` (one snapshot, no table locks, writers go on) with
 * routines and triggers, gzipped; on SQLite the online backup API
 * (better-sqlite3's `backup()`), which copies pages while the app writes.
 */
export async function dumpDatabase(dir: string): Promise<{ file: string; bytes: number }> {
  const { config } = current()
  if (dialectOf() === 'sqlite') {
    const source = new Database(sqliteFile(config), { readonly: true, fileMustExist: true })
    try {
      await source.backup(join(dir, SQLITE_FILE))
    } finally {
      source.close()
    }
    return written(dir, SQLITE_FILE)
  }
  const connection = mysqlSettings(config)
  const { args, env } = clientArgs(connection)
  const child = spawn(
    'mariadb-dump',
    [
      ...args,
      '--single-transaction',
      '--routines',
      '--triggers',
      '--hex-blob',
      '--default-character-set=utf8mb4',
      connection.database,
    ],
    { env, stdio: ['ignore', 'pipe', 'pipe'] }
  )
  await Promise.all([
    exitOf(child, 'mariadb-dump'),
    pipeline(child.stdout!, createGzip(), createWriteStream(join(dir, MYSQL_DUMP_FILE))),
  ])
  return written(dir, MYSQL_DUMP_FILE)
}

/** Loads the dump of `dir` into the MySQL database `database` (created when missing). */
export async function loadMysqlDump(dir: string, database: string): Promise<void> {
  const { args, env } = clientArgs(mysqlSettings(current().config))
  const child = spawn('mariadb', [...args, '--default-character-set=utf8mb4', database], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  })
  await Promise.all([
    exitOf(child, 'mariadb'),
    pipeline(createReadStream(join(dir, MYSQL_DUMP_FILE)), createGunzip(), child.stdin!),
  ])
}

export async function copySqliteBackup(dir: string, file: string): Promise<void> {
  await copyFile(join(dir, SQLITE_FILE), file)
}

/**
 * A connection named `backup_target` to another database of the same server
 * (MySQL) or another SQLite file, for restoring and counting; `close()` drops it.
 */
export function targetConnection(target: { database?: string; file?: string }) {
  const { config } = current()
  const name = 'backup_target'
  let connection: Record<string, unknown>
  if (dialectOf() === 'sqlite') {
    if (!target.file) throw new BackupError('A SQLite target is a file')
    connection = { filename: target.file }
  } else {
    if (!target.database) throw new BackupError('A MySQL target is a database')
    connection = { ...mysqlSettings(config), database: target.database }
  }
  db.manager.add(name, { ...config, connection } as ConnectionConfig)
  return {
    client: db.connection(name),
    close: () => db.manager.close(name, true),
  }
}

/** Rows per table of a connection (the app's own when none is given). */
export async function rowCounts(connectionName?: string): Promise<Record<string, number>> {
  const client = db.connection(connectionName)
  const counts: Record<string, number> = {}
  for (const table of await client.getAllTables()) {
    const [row] = await client.from(table).count('* as total')
    counts[table] = Number(row.total)
  }
  return counts
}

function exitOf(child: ReturnType<typeof spawn>, program: string): Promise<void> {
  let errors = ''
  child.stderr?.on('data', (chunk) => (errors += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', (error) =>
      reject(new BackupError(`${program} could not be started: ${error.message}`))
    )
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${program} failed (exit code ${code}): ${errors.trim()}`))
    )
  })
}

async function written(dir: string, file: string) {
  const { size } = await stat(join(dir, file))
  return { file, bytes: size }
}
