import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'

/**
 * Keyset pagination of the public lists (property search, venture list): the
 * page after a cursor is the rows past the last one shown in (sort value, id)
 * order (an index range, not an OFFSET), so a deep page costs what the
 * first does and no row shows on two pages.
 */
type Cursor = [value: string | number, id: number]

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url')
}

/**
 * One page of a keyset query that fetched `limit + 1` rows: the first `limit`,
 * and the cursor of the next page (the last row's sort value and id) when
 * there is one.
 */
export function cursorPage<Row extends { id: number }>(
  rows: Row[],
  limit: number,
  sortValue: (row: Row) => string | number
) {
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  const nextCursor = rows.length > limit && last ? encodeCursor([sortValue(last), last.id]) : null
  return { data: page, nextCursor }
}

function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      ['string', 'number'].includes(typeof parsed[0]) &&
      Number.isInteger(parsed[1])
    ) {
      return parsed as Cursor
    }
  } catch {}
  return null
}

/**
 * Orders `query` by `sortColumn` with `idColumn` as the tiebreaker, keeps the
 * rows after `cursor` in that order, and fetches `limit + 1` of them (see
 * cursorPage) to know whether more follow.
 */
export function keysetPage<Query extends ChainableContract>(
  query: Query,
  options: {
    sortColumn: string
    idColumn: string
    direction: 'asc' | 'desc'
    cursor: string | undefined
    limit: number
  }
): Query {
  const { sortColumn, idColumn, direction, limit } = options
  const cursor = decodeCursor(options.cursor)
  if (cursor) {
    const [value, id] = cursor
    const op = direction === 'desc' ? '<' : '>'
    query.where((q) =>
      q
        .where(sortColumn, op, value)
        .orWhere((tie) => tie.where(sortColumn, value).where(idColumn, op, id))
    )
  }
  return query
    .orderBy(sortColumn, direction)
    .orderBy(idColumn, direction)
    .limit(limit + 1)
}
