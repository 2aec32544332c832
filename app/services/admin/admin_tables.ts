import db from '@adonisjs/lucid/services/db'
import { SimplePaginator } from '@adonisjs/lucid/database'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import { countsByVenture } from '#services/ventures/unit_counts'
import { whereListingText, wherePersonMatches } from '#services/admin/admin_search'

/** What a table request asks for (validators/admin.ts adminListValidator). */
export type ListQuery = {
  page: number
  perPage: number
  sort?: string
  dir?: 'asc' | 'desc'
  q?: string
  /** Users, listings, ventures: live rows (default), deleted ones, or both. */
  show?: 'live' | 'deleted' | 'all'
  /** Audit log: one actor (user id, or 'cli' / 'system'), one target. */
  actor?: string
  target_type?: string
  target_id?: number
}

type Table = {
  base: () => DatabaseQueryBuilderContract
  /** Sort keys the client may name → columns (in order); the first is the default (newest first). */
  sorts: Record<string, string | string[]>
  search: string[]
  /** Has deleted_at (soft delete). */
  soft?: string
}

/**
 * The admin panel's tables (issue 16): every one pages, sorts and searches
 * in the database, so it stays fast at 100,000 rows (ORDER BY an indexed
 * column + LIMIT for the default view; listings, users and leads are
 * searched through text and phone indexes, the other tables by a LIKE scan).
 * Sort keys are a fixed list per table, never a column name from the client.
 */
export const ADMIN_TABLES = {
  users: {
    base: () =>
      db
        .from('users')
        .select('id', 'name', 'email', 'phone', 'role', 'credits', 'created_at', 'deleted_at'),
    sorts: { created_at: 'created_at', name: 'name', email: 'email', role: 'role' },
    search: ['name', 'email', 'phone'],
    soft: 'deleted_at',
  },
  properties: {
    base: () =>
      db
        .from('properties')
        .select(
          'id',
          'owner_id',
          'title',
          'property_type',
          'price',
          'country_code',
          'location',
          'status',
          'listing_state',
          'venture_id',
          'created_at',
          'deleted_at'
        ),
    // Price: by currency, then amount (rupees and dollars do not compare), on (country_code, price): issue 28.
    sorts: {
      created_at: 'created_at',
      title: 'title',
      price: ['country_code', 'price'],
      status: 'status',
    },
    search: ['title', 'location'],
    soft: 'deleted_at',
  },
  ventures: {
    base: () =>
      db
        .from('ventures')
        .select(
          'id',
          'owner_id',
          'name',
          'builder_name',
          'location',
          'total_units',
          'planned_units',
          'is_public',
          'created_at',
          'deleted_at'
        ),
    sorts: { created_at: 'created_at', name: 'name', builder_name: 'builder_name' },
    search: ['name', 'builder_name', 'location'],
    soft: 'deleted_at',
  },
  leads: {
    base: () =>
      db
        .from('leads')
        .select(
          'id',
          'contact_name',
          'contact_phone',
          'contact_email',
          'message',
          'status',
          'source',
          'property_id',
          'venture_id',
          'created_at'
        ),
    sorts: { created_at: 'created_at', status: 'status', contact_name: 'contact_name' },
    search: ['contact_name', 'contact_phone', 'contact_email'],
  },
  bookings: {
    base: () =>
      db
        .from('bookings')
        .join('properties', 'properties.id', 'bookings.property_id')
        .select(
          'bookings.id',
          'bookings.property_id',
          'bookings.amount',
          'bookings.payment_id',
          'bookings.status',
          'bookings.created_at',
          'properties.country_code'
        ),
    sorts: {
      created_at: 'bookings.created_at',
      amount: 'bookings.amount',
      status: 'bookings.status',
    },
    search: ['bookings.payment_id', 'bookings.status'],
  },
  messages: {
    base: () => db.from('contact_submissions').select('*'),
    sorts: { created_at: 'created_at', name: 'name', inquiry_type: 'inquiry_type' },
    search: ['reference_id', 'name', 'email', 'subject'],
  },
  audit: {
    base: () => db.from('audit_logs').select('*'),
    sorts: { created_at: 'created_at', action: 'action' },
    search: ['action', 'actor_label', 'target_label'],
  },
} satisfies Record<string, Table>

export type AdminTableName = keyof typeof ADMIN_TABLES

/**
 * Listings: by word through the text index (a number is an id: LIKE). Users
 * and leads: by word, e-mail or phone through their indexes. Returns false
 * where no index answers, and the caller LIKE-scans the table's columns.
 */
function indexedSearch(
  builder: DatabaseQueryBuilderContract,
  name: AdminTableName,
  term: string,
  idMatch: number | null
) {
  if (name === 'properties') return idMatch === null && whereListingText(builder, term)
  if (name === 'users' || name === 'leads') return wherePersonMatches(builder, name, term, idMatch)
  return false
}

/**
 * A search's page and its number of matches in one query (`COUNT(*) OVER ()`).
 * The matches are found in full either way (a text index answers with all of
 * them, a LIKE scan reads every row), so `paginate`'s separate count did the
 * search twice: "Lead 777", whose first word is in all 100,000 bench leads,
 * took 79 ms p95 as two queries (issue 28). A page past the last has no row
 * to carry the total: it is counted then.
 */
async function searchPage(builder: DatabaseQueryBuilderContract, page: number, perPage: number) {
  const counted = await builder
    .clone()
    .select(db.raw('COUNT(*) OVER () AS search_matches'))
    .forPage(page, perPage)
  const rows = counted.map(({ search_matches: _total, ...row }) => row)
  const total = counted.length
    ? Number(counted[0].search_matches)
    : page > 1
      ? await countOf(builder)
      : 0
  return new SimplePaginator(total, perPage, page, ...rows)
}

/** How many rows `builder` finds. */
async function countOf(builder: DatabaseQueryBuilderContract) {
  const [row] = await builder.client
    .query()
    .from(builder.clone().clearOrder().clearLimit().clearOffset().as('matches'))
    .count('* as total')
  return Number(row.total)
}

export async function adminList(name: AdminTableName, query: ListQuery) {
  const table: Table = ADMIN_TABLES[name]
  const builder = table.base()
  if (table.soft && query.show !== 'all') {
    query.show === 'deleted' ? builder.whereNotNull(table.soft) : builder.whereNull(table.soft)
  }
  const term = query.q?.trim()
  const idMatch = term && /^\d+$/.test(term) ? Number(term) : null
  if (term && !indexedSearch(builder, name, term, idMatch)) {
    builder.where((where) => {
      for (const column of table.search) where.orWhere(column, 'like', `%${term}%`)
      if (idMatch !== null) where.orWhere(`${name === 'bookings' ? 'bookings.' : ''}id`, idMatch)
    })
  }
  if (name === 'audit') {
    if (query.actor)
      /^\d+$/.test(query.actor)
        ? builder.where('actor_id', Number(query.actor))
        : builder.where('actor_label', query.actor)
    if (query.target_type) builder.where('target_type', query.target_type)
    if (query.target_id) builder.where('target_id', query.target_id)
  }
  const sortKeys = Object.keys(table.sorts)
  const sort = query.sort && sortKeys.includes(query.sort) ? query.sort : sortKeys[0]
  const dir = query.dir ?? (sort === 'created_at' ? 'desc' : 'asc')
  const idColumn = name === 'bookings' ? 'bookings.id' : 'id'
  for (const column of [table.sorts[sort]].flat()) builder.orderBy(column, dir)
  builder.orderBy(idColumn, dir)
  const page = term
    ? await searchPage(builder, query.page, query.perPage)
    : await builder.paginate(query.page, query.perPage)
  const rows = page.all() as Record<string, any>[]
  if (name === 'ventures' && rows.length) {
    const counts = await countsByVenture(rows.map((row) => row.id))
    for (const row of rows) {
      const own = counts.get(row.id)
      row.unit_total = own?.total ?? 0
      row.unit_available = own?.available ?? 0
    }
  }
  return {
    rows,
    page,
    sort,
    dir,
  }
}
