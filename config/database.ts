import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { mkdirSync } from 'node:fs'
import { dirname, isAbsolute } from 'node:path'
import { installReadRouting, parseReadHosts } from '#services/db/read_routing'

/**
 * SQLite (better-sqlite3) is the embedded default so a fresh clone runs with
 * no server; MySQL (mysql2) is production. DB_CONNECTION picks one.
 */
const sqlitePath = env.get('SQLITE_PATH', 'tmp/db.sqlite3')
const sqliteFile = isAbsolute(sqlitePath) ? sqlitePath : app.makePath(sqlitePath)
mkdirSync(dirname(sqliteFile), { recursive: true })

const migrations = { naturalSort: true, paths: ['database/migrations'] }

/**
 * Models declare their columns by hand (app/models), so they read the same on
 * both dialects; the generated database/schema.ts would differ per dialect
 * (tinyint becomes boolean on SQLite, json becomes any).
 */
const schemaGeneration = { enabled: false }

/**
 * DB_READ_HOSTS: read replicas of the MySQL/MariaDB primary at DB_HOST. Lucid
 * opens a read pool over them (round robin) next to the write pool on the
 * primary; app/services/db/read_routing.ts decides which reads may go there
 * (docs/operations.md#read-replicas).
 */
const primary = { host: env.get('DB_HOST', '127.0.0.1'), port: env.get('DB_PORT', 3306) }
export const readReplicaHosts =
  env.get('DB_CONNECTION') === 'mysql' ? parseReadHosts(env.get('DB_READ_HOSTS'), primary.port) : []
if (readReplicaHosts.length > 0) installReadRouting()

/**
 * A database that is down or unreachable must not hold requests: a new
 * connection gives up after DB_CONNECT_TIMEOUT_MS (a refused one at once), and
 * a query waits at most DB_ACQUIRE_TIMEOUT_MS for a connection of the pool; then
 * the request answers 503 (app/exceptions/handler.ts). The pool makes new
 * connections by itself once the server is back, so service resumes without
 * a restart. (A stopped server refuses at once; the connect timeout bounds a
 * server that does not answer at all, with room for a slow handshake on a
 * loaded machine.)
 */
const DB_CONNECT_TIMEOUT_MS = 2000
const DB_ACQUIRE_TIMEOUT_MS = env.get('DB_ACQUIRE_TIMEOUT_MS', 5000)

/** The primary's connection (mysql2 options; the replicas take the same but their host and port). */
const mysqlConnection = {
  ...primary,
  user: env.get('DB_USER', 'root'),
  password: env.get('DB_PASSWORD'),
  database: env.get('DB_DATABASE', 'dreamhomes'),
  charset: 'utf8mb4',
  timezone: 'Z',
  dateStrings: false,
  connectTimeout: DB_CONNECT_TIMEOUT_MS,
}

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION', 'sqlite'),
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: sqliteFile },
      useNullAsDefault: true,
      migrations,
      schemaGeneration,
      seeders: { paths: ['database/seeders/main'] },
    },
    mysql: {
      client: 'mysql2',
      connection: mysqlConnection,
      pool: {
        min: 0,
        max: env.get('DB_POOL_MAX', 10),
        acquireTimeoutMillis: DB_ACQUIRE_TIMEOUT_MS,
      },
      ...(readReplicaHosts.length > 0 && {
        replicas: { write: { connection: primary }, read: { connection: readReplicaHosts } },
      }),
      migrations,
      schemaGeneration,
      seeders: { paths: ['database/seeders/main'] },
    },
  },
})

export default dbConfig
