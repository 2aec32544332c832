import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import { mkdirSync } from 'node:fs'
import { dirname, isAbsolute } from 'node:path'

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
      connection: {
        host: env.get('DB_HOST', '127.0.0.1'),
        port: env.get('DB_PORT', 3306),
        user: env.get('DB_USER', 'root'),
        password: env.get('DB_PASSWORD'),
        database: env.get('DB_DATABASE', 'dreamhomes'),
        charset: 'utf8mb4',
        timezone: 'Z',
        dateStrings: false,
      },
      pool: { min: 0, max: env.get('DB_POOL_MAX', 10) },
      migrations,
      schemaGeneration,
      seeders: { paths: ['database/seeders/main'] },
    },
  },
})

export default dbConfig
