import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import { ROLES, type Role } from '#rules/roles'
import { COUNTRY_CODES, COUNTRIES } from '#rules/countries'
import { WeekBuckets } from '#services/admin/week_buckets'

/** Weeks shown by the time series: a quarter, the current week last. */
export const OVERVIEW_WEEKS = 12
/** Bars of the "by type" and "by city" charts before the rest is folded into `other`. */
export const TOP_TYPES = 6
export const TOP_CITIES = 8
/** Where a week starts for the admin: India, the default market (001 §9 shows admin money in lakhs). */
export const OVERVIEW_ZONE = COUNTRIES.IN.timezone

/** The key of the slice that gathers what did not make the top. */
export const OTHER = 'other'

export type Slice = { key: string; count: number }
export type CurrencyAmount = { currency: string; amount: number; bookings: number }

export type AdminOverviewData = {
  generatedAt: string
  /** The zone whose Mondays start the weeks. */
  zone: string
  counts: {
    users: number
    byRole: Record<Role, number>
    /** Listings posted on their own (venture units are counted apart). */
    properties: number
    ventureUnits: number
    ventures: number
    leads: number
    bookings: number
  }
  /** Completed bookings (001 §4), one entry per market currency, never added across currencies; whole units. */
  revenue: CurrencyAmount[]
  /** The first day (yyyy-MM-dd, in `zone`) of each week of the series, oldest first. */
  weeks: string[]
  /** New listings per week: properties posted on their own and ventures. */
  newListings: { properties: number[]; ventures: number[] }
  leads: number[]
  /** Completed-booking amounts per week, per currency, whole units. */
  weeklyRevenue: { currency: string; amounts: number[] }[]
  /** Properties (not venture units) by property type, the largest first; the rest as key `other`. */
  byType: Slice[]
  /** Listings (properties and ventures) by city, the largest first; the rest and unknown cities as key `other`. */
  byCity: Slice[]
}

/**
 * The figures of the admin Overview tab (001 §2 Admin Dashboard): counts,
 * revenue per currency, weekly series and listings by type and city. Every
 * figure is one aggregate query grouped in the database, so the cost does not
 * grow with what is sent back; deleted listings and ventures are left out.
 * Revenue keeps bookings of listings deleted since: that money was received.
 */
export default class AdminOverview {
  async handle(options: { now?: DateTime } = {}): Promise<AdminOverviewData> {
    const now = options.now ?? DateTime.now()
    const weeks = new WeekBuckets(now, OVERVIEW_WEEKS, OVERVIEW_ZONE)
    const types = await this.propertiesByType()
    const [
      byRole,
      listings,
      leads,
      bookings,
      revenue,
      newListings,
      weeklyLeads,
      weeklyRevenue,
      byCity,
    ] = await Promise.all([
      this.usersByRole(),
      this.listingCounts(types),
      countRows(db.from('leads')),
      countRows(db.from('bookings')),
      this.revenue(),
      this.newListings(weeks),
      this.weekly(weeks, db.from('leads'), 'created_at'),
      this.weeklyRevenue(weeks),
      this.byCity(),
    ])
    return {
      generatedAt: now.toISO()!,
      zone: OVERVIEW_ZONE,
      counts: {
        users: Object.values(byRole).reduce((sum, count) => sum + count, 0),
        byRole,
        ...listings,
        leads,
        bookings,
      },
      revenue,
      weeks: weeks.labels(),
      newListings,
      leads: weeklyLeads,
      weeklyRevenue,
      byType: topWithOther(types, TOP_TYPES),
      byCity,
    }
  }

  /** Served by the index users(deleted_at, role) (migration 0060). */
  private async usersByRole(): Promise<Record<Role, number>> {
    const rows = await db
      .from('users')
      .whereNull('deleted_at')
      .select('role')
      .count('* as total')
      .groupBy('role')
    const counts = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>
    for (const row of rows) if (row.role in counts) counts[row.role as Role] = Number(row.total)
    return counts
  }

  /**
   * Venture units apart from the properties posted on their own: the units of
   * one venture would otherwise outnumber every other listing. The index on
   * properties(deleted_at, venture_id, ...) (migration 0085) reads only the units.
   */
  private async listingCounts(types: Slice[]) {
    const [ventureUnits, ventures] = await Promise.all([
      countRows(db.from('properties').whereNull('deleted_at').whereNotNull('venture_id')),
      countRows(db.from('ventures').whereNull('deleted_at')),
    ])
    return {
      properties: types.reduce((sum, slice) => sum + slice.count, 0),
      ventureUnits,
      ventures,
    }
  }

  /** Completed bookings by the listing's country; the index on bookings(status, created_at) finds them. */
  private async revenue(): Promise<CurrencyAmount[]> {
    const rows = await completedBookings()
      .select('properties.country_code')
      .sum('bookings.amount as amount')
      .count('* as bookings')
      .groupBy('properties.country_code')
    return COUNTRY_CODES.map((country) => {
      const row = rows.find((candidate) => candidate.country_code === country)
      return {
        currency: COUNTRIES[country].currency,
        amount: Number(row?.amount ?? 0),
        bookings: Number(row?.bookings ?? 0),
      }
    })
  }

  private async newListings(weeks: WeekBuckets) {
    const [properties, ventures] = await Promise.all([
      this.weekly(
        weeks,
        db.from('properties').whereNull('deleted_at').whereNull('venture_id'),
        'created_at'
      ),
      this.weekly(weeks, db.from('ventures').whereNull('deleted_at'), 'created_at'),
    ])
    return { properties, ventures }
  }

  private async weeklyRevenue(weeks: WeekBuckets) {
    const bucket = weeks.caseExpression('bookings.created_at')
    const rows = await completedBookings()
      .where('bookings.created_at', '>=', weeks.range[0])
      .where('bookings.created_at', '<', weeks.range[1])
      .select('properties.country_code', db.raw(`${bucket.sql} as bucket`, bucket.bindings))
      .sum('bookings.amount as amount')
      .groupBy('properties.country_code', 'bucket')
    return COUNTRY_CODES.map((country) => {
      const amounts = weeks.zeros()
      for (const row of rows)
        if (row.country_code === country) amounts[Number(row.bucket)] = Number(row.amount)
      return { currency: COUNTRIES[country].currency, amounts }
    })
  }

  /** Rows per week of a query whose table has the timestamp `column`. */
  private async weekly(
    weeks: WeekBuckets,
    query: ReturnType<typeof db.from>,
    column: string
  ): Promise<number[]> {
    const bucket = weeks.caseExpression(column)
    const rows = await query
      .where(column, '>=', weeks.range[0])
      .where(column, '<', weeks.range[1])
      .select(db.raw(`${bucket.sql} as bucket`, bucket.bindings))
      .count('* as total')
      .groupBy('bucket')
    const counts = weeks.zeros()
    for (const row of rows) counts[Number(row.bucket)] = Number(row.total)
    return counts
  }

  /**
   * Properties posted on their own, per type: every group (types are a short
   * master-data list), read in order from properties_admin_type_idx (0085).
   */
  private async propertiesByType(): Promise<Slice[]> {
    const rows = await db
      .from('properties')
      .whereNull('deleted_at')
      .whereNull('venture_id')
      .select('property_type')
      .count('* as total')
      .groupBy('property_type')
    return rows.map((row) => ({ key: String(row.property_type), count: Number(row.total) }))
  }

  /**
   * Listings per city: each table grouped by city in the database (in index
   * order, properties_admin_city_idx and ventures_admin_city_idx of 0085),
   * the two merged here. A city is one group however many listings it has, so
   * this stays a few thousand rows at most; `other` holds the rest and the
   * listings without a city.
   */
  private async byCity(): Promise<Slice[]> {
    const grouped = (query: ReturnType<typeof db.from>) =>
      query.whereNull('deleted_at').select('city').count('* as total').groupBy('city')
    const [properties, ventures] = await Promise.all([
      grouped(db.from('properties').whereNull('venture_id')),
      grouped(db.from('ventures')),
    ])
    const cities = new Map<string | null, number>()
    for (const row of [...properties, ...ventures])
      cities.set(row.city ?? null, (cities.get(row.city ?? null) ?? 0) + Number(row.total))
    const unknown = cities.get(null) ?? 0
    cities.delete(null)
    const slices = topWithOther(
      [...cities].map(([city, count]) => ({ key: city!, count })),
      TOP_CITIES
    )
    if (!unknown) return slices
    const other = slices.find((slice) => slice.key === OTHER)
    return other
      ? slices.map((slice) =>
          slice === other ? { ...slice, count: slice.count + unknown } : slice
        )
      : [...slices, { key: OTHER, count: unknown }]
  }
}

function completedBookings() {
  return db
    .from('bookings')
    .join('properties', 'properties.id', 'bookings.property_id')
    .where('bookings.status', 'completed')
}

async function countRows(query: ReturnType<typeof db.from>): Promise<number> {
  const [row] = await query.count('* as total')
  return Number(row.total)
}

/** The largest `limit` slices (ties by key), the rest summed as `other`. */
export function topWithOther(slices: Slice[], limit: number): Slice[] {
  const sorted = [...slices].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
  const rest = sorted.slice(limit).reduce((sum, slice) => sum + slice.count, 0)
  return rest > 0
    ? [...sorted.slice(0, limit), { key: OTHER, count: rest }]
    : sorted.slice(0, limit)
}
