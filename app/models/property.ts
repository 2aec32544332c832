import { DateTime } from 'luxon'
import {
  afterDelete,
  afterSave,
  BaseModel,
  beforeSave,
  belongsTo,
  column,
  hasMany,
} from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import ListingPriceChange from '#models/listing_price_change'
import PriceHistory, { type PriceChange } from '#services/listings/price_history'
import Venture from '#models/venture'
import Tower from '#models/tower'
import { reindexListing } from '#services/listings/search_terms'
import { currencyOf } from '#rules/countries'
import { countTags, dropCounts } from '#services/cache/visitor_counts'

/** Columns the search-term index is built from. */
const INDEXED = ['title', 'location', 'description', 'countryCode', 'publishedAt'] as const

const json = {
  prepare: (value: unknown) => JSON.stringify(value ?? []),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? [])),
}

export type ListingState = 'draft' | 'active' | 'expired'

/** A listing; price and booking amount are whole units of its country's currency (see `currency`). */
export default class Property extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ownerId: number

  @belongsTo(() => User, { foreignKey: 'ownerId' })
  declare owner: BelongsTo<typeof User>

  @column()
  declare title: string

  @column()
  declare propertyType: string

  @column({ consume: (value) => Number(value) })
  declare price: number

  @column()
  declare areaSqft: number

  @column()
  declare bedrooms: number | null

  @column()
  declare bathrooms: number | null

  @column()
  declare status: string

  @column()
  declare description: string

  @column(json)
  declare amenities: string[]

  @column(json)
  declare images: string[]

  @column()
  declare state: string | null

  @column()
  declare district: string | null

  @column()
  declare city: string | null

  @column()
  declare area: string | null

  @column()
  declare location: string

  @column()
  declare countryCode: string

  /** The currency of price and booking amount: the country's (INR in India, USD in the US). */
  get currency(): string {
    return currencyOf(this.countryCode)
  }

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare lat: number | null

  @column({ consume: (value) => (value === null ? null : Number(value)) })
  declare lng: number | null

  /** What a buyer pays to reserve it (whole units of `currency`); null: not bookable. */
  /** Whole units of `currency`, like price. */
  @column({ consume: (value) => (value === null || value === undefined ? null : Number(value)) })
  declare bookingAmount: number | null

  @column()
  declare listingState: ListingState

  /** Venture units (a unit is a listing): its project, tower, number, floor and facing; null otherwise. */
  @column()
  declare ventureId: number | null

  @belongsTo(() => Venture)
  declare venture: BelongsTo<typeof Venture>

  @column()
  declare towerId: number | null

  @belongsTo(() => Tower)
  declare tower: BelongsTo<typeof Tower>

  @column()
  declare unitNumber: string | null

  @column()
  declare floor: number | null

  @column()
  declare facing: string | null

  /** One of UNIT_TYPES (001 §3) for units. */
  @column()
  declare unitType: string | null

  @column.dateTime()
  declare publishedAt: DateTime | null

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column.dateTime()
  declare deletedAt: DateTime | null

  /** When the price was last cut (a raise clears it): cards say 'Price reduced' for 14 days (price_history.ts). */
  @column.dateTime()
  declare priceReducedAt: DateTime | null

  /** Its price changes; the detail loads the newest (listing_detail.ts). */
  @hasMany(() => ListingPriceChange, { foreignKey: 'propertyId' })
  declare priceChanges: HasMany<typeof ListingPriceChange>

  /** The bulk upload that created it (issue 15), if one did. */
  @column()
  declare bulkImportId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** Marks listings whose indexed text or publication changed (after save, $dirty is empty). */
  @beforeSave()
  static markForReindex(property: Property) {
    if (INDEXED.some((key) => key in property.$dirty)) property.$extras.reindexTerms = true
  }

  /**
   * A new price of a listing that exists: noted for its history, compared
   * with the stored price (the callers hold the row's lock), and its
   * 'Price reduced' date set in the same UPDATE.
   */
  @beforeSave()
  static async notePriceChange(property: Property) {
    if (!property.$isPersisted || !('price' in property.$dirty)) return
    const stored = await PriceHistory.storedPrice(property.id, property.$trx)
    const change: PriceChange = {
      propertyId: property.id,
      from: stored ?? Number(property.$original.price),
      to: property.price,
    }
    if (change.from === change.to) return
    const at = DateTime.now()
    property.priceReducedAt = PriceHistory.reducedAt(change, at)
    property.$extras.priceChange = { change, at }
  }

  /** Records the noted price change in the same transaction as the listing. */
  @afterSave()
  static async recordPriceChange(property: Property) {
    const noted = property.$extras.priceChange as { change: PriceChange; at: DateTime } | undefined
    if (!noted) return
    delete property.$extras.priceChange
    await PriceHistory.record(property.$trx ?? db.connection(), [noted.change], noted.at)
  }

  /** Keeps the search-term index in the same transaction as the listing. */
  @afterSave()
  static async reindexTerms(property: Property) {
    if (!property.$extras.reindexTerms) return
    delete property.$extras.reindexTerms
    await reindexListing(property, property.$trx)
  }

  /** Home's figures and the search counts of its country are counted again once this write commits. */
  @afterSave()
  @afterDelete()
  static dropCachedCounts(property: Property) {
    dropCounts([countTags.listings(property.countryCode)], property.$trx)
  }
}
