import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { nullableNumber } from '#models/json_column'

export const SAVED_SEARCH_KINDS = ['properties', 'ventures'] as const
export type SavedSearchKind = (typeof SAVED_SEARCH_KINDS)[number]
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly', 'off'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

const jsonObject = {
  prepare: (value: unknown) => JSON.stringify(value ?? {}),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {})),
}

/** A user's named search with its alert frequency (issue 31); see migration 0120. */
export default class SavedSearch extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare name: string

  @column()
  declare kind: SavedSearchKind

  /** The /api/properties or /api/ventures query, country included (no cursor or limit). */
  @column(jsonObject)
  declare filters: Record<string, unknown>

  @column()
  declare frequency: AlertFrequency

  /** The pre-filter's columns, derived from the filters on every save (saved_searches.ts). */
  @column()
  declare countryCode: string

  @column()
  declare cityKey: string | null

  @column()
  declare typeKey: string | null

  @column(nullableNumber)
  declare minPrice: number | null

  @column(nullableNumber)
  declare maxPrice: number | null

  /** The filters' city as written (the matcher compares it exactly; migration 0130). */
  @column()
  declare city: string | null

  /** Filters on the pre-filter's columns only: its matches need no query (alert_matcher.ts). */
  @column({ consume: (value: unknown) => Boolean(value) })
  declare prefilterOnly: boolean

  @column.dateTime()
  declare seenAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
