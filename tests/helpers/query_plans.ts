import db from '@adonisjs/lucid/services/db'
import emitter from '@adonisjs/core/services/emitter'

/**
 * Query plans for tests/functional/db/explain_plans.spec.ts: every SELECT a
 * request (or a use case) sends, captured from Lucid's `db:query` event, then
 * explained by the database itself (EXPLAIN on MySQL, EXPLAIN QUERY PLAN on
 * SQLite), reduced to one line per table read.
 */
export type CapturedQuery = { sql: string; bindings: unknown[] }

export type TableRead = {
  /** The table as the plan names it (an alias resolved to its table). */
  table: string
  /** MySQL's access type (ALL, index, range, ref, eq_ref, const, fulltext…); SQLite: scan or search. */
  type: string
  /** The index read, if any. */
  key: string | null
  /** The optimizer's estimate of rows read (MySQL only). */
  rows: number
  /** The rows of this read are sorted after reading (MySQL: Using filesort; SQLite: a temp B-tree for ORDER BY). */
  filesort: boolean
  /** The plan's line, for messages. */
  line: string
}

/** Aliases the application's queries give the tables (property_text_search.ts), and SQLite's FTS5 tables. */
const ALIASES: [RegExp, string][] = [
  [/^(t|o\d+)$/, 'property_search_terms'],
  [/^(properties|users|leads)_fts.*$/, '$1_fts'],
]

function tableOf(name: string): string {
  for (const [pattern, table] of ALIASES)
    if (pattern.test(name)) return name.replace(pattern, table)
  return name
}

/** Runs `work` and returns every SELECT it sent through Lucid, in order. */
export async function captureQueries(work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const config = db.manager.get(db.primaryConnectionName)!.config as { debug?: boolean }
  const debugBefore = config.debug
  const seen: CapturedQuery[] = []
  const listener = (query: { sql: string; bindings?: unknown[] }) => {
    // Lucid's preload with no keys (`where 1 = 0`) reads nothing.
    const empty = /\bwhere 1 = \?$/i.test(query.sql) && query.bindings?.[0] === 0
    if (/^\s*\(?\s*select\b/i.test(query.sql) && !empty)
      seen.push({ sql: query.sql, bindings: query.bindings ?? [] })
  }
  emitter.on('db:query', listener)
  // Every query client created from now on reports its queries (QueryClient reads config.debug).
  config.debug = true
  try {
    await work()
    // Emittery delivers events after a tick.
    await new Promise((resolve) => setTimeout(resolve, 20))
  } finally {
    config.debug = debugBefore
    emitter.off('db:query', listener)
  }
  return seen
}

/** The plan of one query, one entry per table read. */
export async function explain(query: CapturedQuery): Promise<TableRead[]> {
  const connection = db.connection()
  if (connection.dialect.name === 'mysql') {
    const [rows] = await connection.rawQuery(`EXPLAIN ${query.sql}`, query.bindings as any[])
    return (rows as Record<string, any>[])
      .filter((row) => row.table && !String(row.table).startsWith('<'))
      .map((row) => ({
        table: tableOf(String(row.table)),
        type: String(row.type),
        key: row.key ?? null,
        rows: Number(row.rows ?? 0),
        filesort: /Using filesort/.test(String(row.Extra ?? '')),
        line: `${row.table} type=${row.type} key=${row.key} rows=${row.rows} ${row.Extra ?? ''}`,
      }))
  }
  const rows = (await connection.rawQuery(
    `EXPLAIN QUERY PLAN ${query.sql}`,
    query.bindings as any[]
  )) as { detail: string }[]
  const sorted = rows.some((row) =>
    /USE TEMP B-TREE FOR (ORDER BY|RIGHT PART OF ORDER BY)/.test(row.detail)
  )
  return rows.flatMap(({ detail }) => {
    const match =
      /^(SCAN|SEARCH) (\S+)(?: AS (\S+))?(?: USING (?:COVERING |INTEGER PRIMARY KEY|PRIMARY KEY)?\s*(?:INDEX )?(\S+)?)?/.exec(
        detail
      )
    if (!match) return []
    const [, kind, name, , index] = match
    const key = /USING INTEGER PRIMARY KEY|USING PRIMARY KEY/.test(detail)
      ? 'PRIMARY'
      : (index ?? null)
    return [
      {
        table: tableOf(name),
        type: kind === 'SCAN' && !key ? 'ALL' : kind.toLowerCase(),
        key,
        rows: 0,
        filesort: sorted,
        line: detail,
      },
    ]
  })
}
