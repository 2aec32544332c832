import { createServer, type Server } from 'node:http'
import type { ApplicationService } from '@adonisjs/core/types'
import type { MixRoute } from '#services/bench/load_mix'
import { timeRuns } from '#services/bench/bench_support'

type Statement = { sql: string; bindings: unknown[] }

/**
 * The floor of each data route of the mix (issue 28): the SQL the route sends,
 * captured by serving one request per route in this process (the app's own
 * router, middleware and use cases; pages asked for their Inertia JSON, which
 * runs the same queries without the render) with the connection's query
 * events on, then sent again as is through a plain mysql2 (or better-sqlite3)
 * connection `runs` times: no framework, no models, no serialisation. A route
 * cannot answer faster than its floor; bench:load prints the ratio.
 */
export async function measureFloors(
  app: ApplicationService,
  db: any,
  routes: MixRoute[],
  runs: number
): Promise<Map<string, { p50: number; p95: number; statements: number }>> {
  const server = await app.container.make('server')
  await server.boot()
  const http: Server = createServer(server.handle.bind(server))
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()))
  const { port } = http.address() as { port: number }
  const knex = db.connection().getWriteClient()
  let captured: Statement[] = []
  const listener = (query: { sql: string; bindings?: unknown[] }) =>
    captured.push({ sql: query.sql, bindings: query.bindings ?? [] })
  knex.on('query', listener)
  const floors = new Map<string, { p50: number; p95: number; statements: number }>()
  const raw = await rawConnection(db)
  try {
    for (const route of routes.filter((r) => r.data)) {
      captured = []
      const body = route.bodyTemplate
        ? JSON.stringify(route.bodyTemplate)
            .replaceAll('{n9}', '912345678')
            .replaceAll('{visitor}', 'nobody@load.bench.dreamhomes.example')
        : undefined
      const response = await fetch(`http://127.0.0.1:${port}${route.paths[0]}`, {
        method: route.method ?? 'GET',
        headers: {
          'Accept': 'application/json',
          'Content-Type': 'application/json',
          ...(route.page ? { 'X-Inertia': 'true' } : {}),
        },
        body,
      })
      await response.arrayBuffer()
      // A write (sign-in's token, an enquiry's lead) runs once: the floor is its reads.
      const statements = captured.filter((s) => /^\s*(select|with)\b/i.test(s.sql))
      const [p50, p95] = await timeRuns(async () => {
        for (const statement of statements) await raw.query(statement.sql, statement.bindings)
      }, runs)
      floors.set(route.name, { p50, p95, statements: statements.length })
    }
  } finally {
    knex.off('query', listener)
    await raw.close()
    await new Promise((resolve) => http.close(resolve))
  }
  return floors
}

/** A connection of the driver itself, outside Lucid and knex: mysql2, or better-sqlite3 on SQLite. */
async function rawConnection(db: any) {
  const config = db.manager.get(db.primaryConnectionName).config
  if (config.client === 'mysql2') {
    const mysql = await import('mysql2/promise')
    const connection = await mysql.createConnection({ ...config.connection })
    return {
      query: (sql: string, bindings: unknown[]) => connection.query(sql, bindings as any[]),
      close: () => connection.end(),
    }
  }
  // better-sqlite3 ships no types; the driver Lucid itself uses on SQLite.
  const driver = 'better-sqlite3'
  const { default: Database } = await import(driver)
  const sqlite = new Database(config.connection.filename, { readonly: true })
  const normalise = (value: unknown) =>
    typeof value === 'boolean' ? Number(value) : value instanceof Date ? value.toISOString() : value
  return {
    query: async (sql: string, bindings: unknown[]) =>
      sqlite.prepare(sql).all(...bindings.map(normalise)),
    close: async () => sqlite.close(),
  }
}
