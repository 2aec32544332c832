import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract, TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#services/db/sql_time'
import { locking } from '#services/db/locking'
import { withWriteTransaction } from '#services/db/write_transaction'
import { recordAudit, type Actor } from '#services/audit/audit_trail'
import {
  AdminRecordNotFoundError,
  DuplicateItemError,
  ItemInUseError,
  ParentRequiredError,
} from '#services/admin/admin_errors'
import { bumpCacheVersion } from '#services/db/cache_versions'

/** The three lists of 001 §2 Master data, by their path segment (001 §7). */
export const MASTER_DATA_TYPES = {
  'property-types': { table: 'property_types', target: 'property_type' },
  'amenities': { table: 'amenities', target: 'amenity' },
  'locations': { table: 'locations', target: 'location' },
} as const
export type MasterDataType = keyof typeof MASTER_DATA_TYPES
export const LOCATION_LEVELS = ['state', 'district', 'city', 'area'] as const
export type LocationLevel = (typeof LOCATION_LEVELS)[number]

export type MasterDataInput = {
  name: string
  label?: string | null
  category?: string | null
  description?: string | null
  icon?: string | null
  display_order?: number | null
  /** Locations: the parent (required below state level), country and coordinates. */
  parent_id?: number | null
  country_code?: string | null
  lat?: number | null
  lng?: number | null
}

type Trx = TransactionClientContract

const COLUMNS = [
  'id',
  'name',
  'label',
  'category',
  'icon',
  'description',
  'display_order',
  'retired_at',
  'created_at',
]
const LOCATION_COLUMNS = [...COLUMNS, 'level', 'parent_id', 'country_code', 'lat', 'lng']

/**
 * Admins' property types, amenities and places (001 §2). What they add is
 * used at once: the listing validator and forms read these tables, and a
 * location edit bumps the tree's cache version so every app instance reloads
 * it. An item in use is never deleted (ItemInUseError); it can be
 * retired instead, which hides it from new listings but keeps old ones valid.
 */
export default class MasterData {
  async list(
    type: MasterDataType,
    options: { level?: LocationLevel; search?: string; page: number; perPage: number }
  ) {
    const { table } = MASTER_DATA_TYPES[type]
    const query = db.from(table).select(type === 'locations' ? LOCATION_COLUMNS : COLUMNS)
    if (type === 'locations' && options.level) query.where('level', options.level)
    if (options.search)
      query.where((q) =>
        q
          .where('name', 'like', `%${options.search}%`)
          .orWhere('label', 'like', `%${options.search}%`)
      )
    return query.orderBy('display_order').orderBy('id').paginate(options.page, options.perPage)
  }

  /** Places one level above `level`, to choose a new place's parent from (a few thousand at most). */
  async parents(
    level: LocationLevel
  ): Promise<{ id: number; name: string; country_code: string }[]> {
    const parentLevel = LOCATION_LEVELS[LOCATION_LEVELS.indexOf(level) - 1]
    if (!parentLevel) return []
    const rows = await db
      .from('locations')
      .where('level', parentLevel)
      .whereNull('retired_at')
      .orderBy('name')
      .select('id', 'name', 'country_code')
    return rows.map((row) => ({
      id: Number(row.id),
      name: row.name,
      country_code: row.country_code,
    }))
  }

  async create(actor: Actor, type: MasterDataType, input: MasterDataInput, level?: LocationLevel) {
    return withWriteTransaction(async (trx) => {
      const row = type === 'locations' ? await this.#locationRow(trx, input, level ?? 'state') : {}
      await this.#refuseDuplicate(trx, type, input.name, row)
      const values = {
        ...this.#columns(input),
        ...row,
        created_at: sqlTime(),
        updated_at: sqlTime(),
      }
      const [id] = await trx.table(MASTER_DATA_TYPES[type].table).insert(values)
      const created = await trx.from(MASTER_DATA_TYPES[type].table).where('id', Number(id)).first()
      await this.#audit(trx, actor, type, 'create', created, null, created)
      if (type === 'locations') await bumpCacheVersion(trx, 'locations')
      return created
    })
  }

  async update(actor: Actor, type: MasterDataType, id: number, input: MasterDataInput) {
    return withWriteTransaction(async (trx) => {
      const before = await this.#lock(trx, type, id)
      // A type's or amenity's name is what listings store: renaming one in use would orphan them.
      if (input.name !== before.name && (await this.#uses(trx, type, before)) > 0)
        throw new ItemInUseError('rename')
      if (input.name !== before.name) await this.#refuseDuplicate(trx, type, input.name, before)
      await trx
        .from(MASTER_DATA_TYPES[type].table)
        .where('id', id)
        .update({ ...this.#columns(input), updated_at: sqlTime() })
      const after = await trx.from(MASTER_DATA_TYPES[type].table).where('id', id).first()
      await this.#audit(trx, actor, type, 'update', after, before, after)
      if (type === 'locations') await bumpCacheVersion(trx, 'locations')
      return after
    })
  }

  async remove(actor: Actor, type: MasterDataType, id: number) {
    await withWriteTransaction(async (trx) => {
      const before = await this.#lock(trx, type, id)
      if ((await this.#uses(trx, type, before)) > 0) throw new ItemInUseError('delete')
      await trx.from(MASTER_DATA_TYPES[type].table).where('id', id).delete()
      await this.#audit(trx, actor, type, 'delete', before, before, null)
      if (type === 'locations') await bumpCacheVersion(trx, 'locations')
    })
  }

  /** Retire (or bring back) an item: kept for the listings that use it, hidden from new ones. */
  async retire(actor: Actor, type: MasterDataType, id: number, retired: boolean) {
    return withWriteTransaction(async (trx) => {
      const before = await this.#lock(trx, type, id)
      await trx
        .from(MASTER_DATA_TYPES[type].table)
        .where('id', id)
        .update({ retired_at: retired ? sqlTime() : null, updated_at: sqlTime() })
      const after = await trx.from(MASTER_DATA_TYPES[type].table).where('id', id).first()
      await this.#audit(
        trx,
        actor,
        type,
        retired ? 'retire' : 'unretire',
        after,
        { retired_at: before.retired_at },
        { retired_at: after.retired_at }
      )
      if (type === 'locations') await bumpCacheVersion(trx, 'locations')
      return after
    })
  }

  /** How many listings, ventures or child places use the item. */
  async #uses(
    client: QueryClientContract,
    type: MasterDataType,
    row: Record<string, any>
  ): Promise<number> {
    const counts: Promise<number>[] = []
    const count = (query: any) =>
      query
        .count('* as total')
        .first()
        .then((r: any) => Number(r?.total ?? 0))
    if (type === 'property-types') {
      counts.push(count(client.from('properties').where('property_type', row.name)))
    } else if (type === 'amenities') {
      // Listings store amenities as JSON text lists; the quoted name inside the list is the use.
      counts.push(count(client.from('properties').where('amenities', 'like', `%"${row.name}"%`)))
      counts.push(count(client.from('ventures').where('amenities', 'like', `%"${row.name}"%`)))
    } else {
      counts.push(count(client.from('locations').where('parent_id', row.id)))
      const column = { state: 'state', district: 'district', city: 'city', area: 'area' }[
        row.level as LocationLevel
      ]
      counts.push(
        count(
          client.from('properties').where('country_code', row.country_code).where(column, row.name)
        )
      )
    }
    const totals = await Promise.all(counts)
    return totals.reduce((a, b) => a + b, 0)
  }

  async #lock(trx: Trx, type: MasterDataType, id: number) {
    const row = await locking(trx, trx.from(MASTER_DATA_TYPES[type].table).where('id', id)).first()
    if (!row) throw new AdminRecordNotFoundError()
    return row
  }

  async #refuseDuplicate(trx: Trx, type: MasterDataType, name: string, scope: Record<string, any>) {
    const query = trx.from(MASTER_DATA_TYPES[type].table).where('name', name)
    if (type === 'locations')
      query
        .where('country_code', scope.country_code)
        .where('level', scope.level)
        .where('parent_id', scope.parent_id ?? null)
    if (scope.id) query.whereNot('id', scope.id)
    if (await query.first()) throw new DuplicateItemError()
  }

  /** A new place: its level, its parent one level up (none for a state), the parent's country and coordinates by default. */
  async #locationRow(trx: Trx, input: MasterDataInput, level: LocationLevel) {
    const parentLevel = LOCATION_LEVELS[LOCATION_LEVELS.indexOf(level) - 1]
    const parent = input.parent_id
      ? await trx.from('locations').where('id', input.parent_id).first()
      : null
    if (parentLevel && (!parent || parent.level !== parentLevel)) throw new ParentRequiredError()
    if (!parentLevel && input.parent_id) throw new ParentRequiredError()
    const countryCode = parent?.country_code ?? input.country_code ?? 'IN'
    return {
      level,
      parent_id: parent?.id ?? null,
      country_code: countryCode,
      lat: input.lat ?? (parent ? Number(parent.lat) : countryCode === 'US' ? 39.8283 : 20.5937),
      lng: input.lng ?? (parent ? Number(parent.lng) : countryCode === 'US' ? -98.5795 : 78.9629),
    }
  }

  #columns(input: MasterDataInput) {
    return {
      name: input.name,
      label: input.label || input.name,
      category: input.category ?? null,
      description: input.description ?? null,
      icon: input.icon ?? null,
      display_order: input.display_order ?? 0,
    }
  }

  async #audit(
    trx: Trx,
    actor: Actor,
    type: MasterDataType,
    action: string,
    row: any,
    before: any,
    after: any
  ) {
    const target = MASTER_DATA_TYPES[type].target
    await recordAudit(trx, actor, {
      action: `${target}.${action}`,
      targetType: target,
      targetId: Number(row.id),
      targetLabel: row.name,
      before: plain(before),
      after: plain(after),
    })
  }
}

/** A row as JSON-safe values (dates as text). */
function plain(row: Record<string, any> | null) {
  if (!row) return null
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ])
  )
}
