import { spawn, type ChildProcess } from 'node:child_process'
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import mysql from 'mysql2/promise'
import app from '@adonisjs/core/services/app'
import { freePort, run } from '#tests/helpers/fresh_checkout'

const MARIADBD = process.env.MARIADBD_PATH ?? '/usr/sbin/mariadbd'
const INSTALL_DB = process.env.MARIADB_INSTALL_DB_PATH ?? '/usr/bin/mariadb-install-db'

/** The application's account on a throwaway server (what the app instance gets as DB_USER / DB_PASSWORD). */
export const APP_USER = { user: 'dreamhomes', password: 'dreamhomes' }

/**
 * An empty, never started data folder made by mariadb-install-db (a few
 * seconds), to copy into each server of a test (`startMariadb({ seed })`).
 */
export async function installMariadbData() {
  const dir = await mkdtemp(join(tmpdir(), 'dreamhomes-mariadb-seed-'))
  const datadir = join(dir, 'data')
  try {
    await run(
      INSTALL_DB,
      [
        '--no-defaults',
        `--datadir=${datadir}`,
        '--user=root',
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--skip-name-resolve',
        '--innodb-buffer-pool-size=16M',
        '--innodb-log-file-size=8M',
      ],
      { cwd: dir, env: process.env }
    )
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return { datadir, remove: () => rm(dir, { recursive: true, force: true }) }
}

type SqlRunner = { sql<T>(statement: string, values?: unknown[]): Promise<T> }

export type MariadbRole = 'primary' | 'replica'
export type MariadbServer = Awaited<ReturnType<typeof startMariadb>>

/**
 * A throwaway MariaDB server for the tests of issue 29 (a replica, a database
 * that stops): its own data folder, socket, pid file and free port in a
 * temporary folder, never the shared server. A small footprint (16 MB buffer
 * pool, 8 MB redo log, no performance schema) so it starts in about a second
 * once its data folder exists. A primary writes a binary log with GTIDs; a
 * replica is read-only (its replication thread still applies changes).
 *
 * `seed` reuses a data folder made by mariadb-install-db before (copied, so a
 * primary and its replica start from the same empty server without running
 * the installer twice).
 */
export async function startMariadb(
  options: { role?: MariadbRole; serverId?: number; seed?: string } = {}
) {
  const role = options.role ?? 'primary'
  const serverId = options.serverId ?? (role === 'primary' ? 1 : 2)
  const dir = await mkdtemp(join(tmpdir(), `dreamhomes-mariadb-${role}-`))
  const datadir = join(dir, 'data')
  const socket = join(dir, 'mariadb.sock')
  const port = Number(await freePort())
  const config = join(dir, 'my.cnf')
  const roleLines =
    role === 'primary'
      ? [`log-bin=${join(dir, 'binlog')}`, 'binlog-format=ROW', 'log-slave-updates=0']
      : ['read-only=1', `relay-log=${join(dir, 'relay')}`]
  await writeFile(
    config,
    [
      '[mariadbd]',
      `datadir=${datadir}`,
      `socket=${socket}`,
      `pid-file=${join(dir, 'mariadb.pid')}`,
      `port=${port}`,
      'bind-address=127.0.0.1',
      'user=root',
      'skip-name-resolve',
      `server-id=${serverId}`,
      'innodb-buffer-pool-size=16M',
      'innodb-log-file-size=8M',
      'performance-schema=OFF',
      // Throwaway data: no flush per commit, no doublewrite (migrations and their replication go several times faster).
      'innodb-flush-log-at-trx-commit=0',
      'innodb-doublewrite=0',
      'skip-log-error',
      'character-set-server=utf8mb4',
      'collation-server=utf8mb4_unicode_ci',
      ...roleLines,
      '',
    ].join('\n')
  )

  try {
    if (options.seed) {
      await cp(options.seed, datadir, { recursive: true })
    } else {
      const fresh = await installMariadbData()
      await cp(fresh.datadir, datadir, { recursive: true })
      await fresh.remove()
    }
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }

  let child: ChildProcess | undefined
  let log = ''
  let pool: mysql.Pool | undefined

  /** Root over the socket. */
  const rootPool = () =>
    (pool ??= mysql.createPool({ socketPath: socket, user: 'root', connectionLimit: 2 }))

  async function waitUntilUp() {
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline) {
      if (child?.exitCode !== null) throw new Error(`mariadbd exited:\n${log}`)
      try {
        const connection = await mysql.createConnection({ socketPath: socket, user: 'root' })
        await connection.end()
        return
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    throw new Error(`mariadbd did not accept connections within 30 s:\n${log}`)
  }

  const server = {
    role,
    dir,
    /** The data folder, to seed another server from (stopped, or before this one started). */
    datadir,
    host: '127.0.0.1',
    port,
    socket,
    get log() {
      return log
    },

    /** Starts mariadbd on this data folder (again, after `stop`) and waits until it answers. */
    async start() {
      log = ''
      child = spawn(MARIADBD, [`--defaults-file=${config}`], {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      child.stdout!.on('data', (chunk) => (log += chunk))
      child.stderr!.on('data', (chunk) => (log += chunk))
      await waitUntilUp()
    },

    /** Stops it (SIGTERM: a clean shutdown), waiting for the process to end; SIGKILL after 15 s. */
    async stop() {
      const running = child
      await pool?.end().catch(() => {})
      pool = undefined
      if (!running || running.exitCode !== null || running.signalCode !== null) return
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()))
      running.kill('SIGTERM')
      const timer = setTimeout(() => running.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    },

    /** Runs SQL as root; `database` picks the default schema. */
    async sql<T = any>(statement: string, values: unknown[] = [], database?: string) {
      const connection = await rootPool().getConnection()
      try {
        if (database) await connection.query(`USE \`${database}\``)
        const [rows] = await connection.query(statement, values)
        return rows as T
      } finally {
        connection.release()
      }
    },

    /** The application's database and account (APP_USER), reachable over TCP. */
    async createAppDatabase(database: string) {
      await server.sql(`CREATE DATABASE IF NOT EXISTS \`${database}\``)
      await server.sql(`CREATE USER IF NOT EXISTS ?@'%' IDENTIFIED BY ?`, [
        APP_USER.user,
        APP_USER.password,
      ])
      await server.sql(`GRANT ALL ON *.* TO ?@'%'`, [APP_USER.user])
    },

    /**
     * Makes this (replica) server replicate `primary` by GTID from the start of
     * its binary log, and waits until both replication threads run.
     */
    async replicate(primary: { host: string; port: number }) {
      await server.sql(`SET GLOBAL gtid_slave_pos = ''`)
      await server.sql(
        `CHANGE MASTER TO MASTER_HOST = ?, MASTER_PORT = ?, MASTER_USER = ?, MASTER_PASSWORD = ?,
         MASTER_USE_GTID = slave_pos, MASTER_CONNECT_RETRY = 1`,
        [primary.host, primary.port, APP_USER.user, APP_USER.password]
      )
      await server.sql('START SLAVE')
      await server.waitForReplication()
    },

    /** Waits until the replica's SQL thread has applied everything the primary logged so far. */
    async caughtUpWith(primary: SqlRunner, timeoutMs = 60_000) {
      const [{ position }] = await primary.sql<{ position: string }[]>(
        'SELECT @@gtid_binlog_pos AS position'
      )
      const [row] = await server.sql<Record<string, number | null>[]>(
        'SELECT MASTER_GTID_WAIT(?, ?) AS waited',
        [position, timeoutMs / 1000]
      )
      if (row.waited !== 0) throw new Error(`replica did not reach ${position}`)
    },

    async waitForReplication(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      while (Date.now() < deadline) {
        const [status] = await server.sql<Record<string, string>[]>('SHOW SLAVE STATUS')
        if (status?.Slave_IO_Running === 'Yes' && status?.Slave_SQL_Running === 'Yes') return
        if (status?.Last_Error || status?.Last_IO_Error) {
          const error = status.Last_Error || status.Last_IO_Error
          if (!/connecting|reconnect/i.test(error)) throw new Error(`replication failed: ${error}`)
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error('replication threads did not start')
    },

    /** Stops the server and removes its folder. */
    async remove() {
      await server.stop()
      await rm(dir, { recursive: true, force: true })
    },
  }

  try {
    await server.start()
  } catch (error) {
    await server.remove()
    throw error
  }
  return server
}

/**
 * A throwaway primary with the application's schema (`node ace migration:run`
 * against it, about 6 s) and the DB_* settings an app instance needs to use it.
 */
export async function migratedMariadb(
  database: string,
  options: Parameters<typeof startMariadb>[0] = {}
): Promise<{ server: MariadbServer; env: Record<string, string> }> {
  const server = await startMariadb(options)
  try {
    await server.createAppDatabase(database)
    const env = {
      DB_CONNECTION: 'mysql',
      DB_HOST: server.host,
      DB_PORT: String(server.port),
      DB_USER: APP_USER.user,
      DB_PASSWORD: APP_USER.password,
      DB_DATABASE: database,
    }
    await run('node', ['ace', 'migration:run', '--force'], {
      cwd: app.makePath(),
      env: { ...process.env, ...env },
    })
    return { server, env }
  } catch (error) {
    await server.remove()
    throw error
  }
}
