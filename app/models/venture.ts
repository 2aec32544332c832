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
import User from '#models/user'
import Tower from '#models/tower'
import { jsonList, nullableNumber, timelineList } from '#models/json_column'
import {
  landmarkOf,
  phaseOf,
  type VentureLandmark,
  type VenturePhase,
} from '#rules/venture_timeline'
import { currencyOf } from '#rules/countries'
import { countTags, dropCounts } from '#services/cache/visitor_counts'

/**
 * The stored sort keys of the two price orders (000 §9 sorts): the venture's
 * min_price, or, without a price, a value past every price in that direction,
 * so ventures without a price come last either way. Stored and indexed with the
 * list's keyset columns (VentureSearch), because ORDER BY COALESCE(min_price, …)
 * cannot use an index.
 */
export const NO_PRICE_SORTS_LAST = { asc: 999_999_999_999, desc: -1 } as const

export function priceSortKeys(minPrice: number | null | undefined) {
  return {
    priceSortAsc: minPrice ?? NO_PRICE_SORTS_LAST.asc,
    priceSortDesc: minPrice ?? NO_PRICE_SORTS_LAST.desc,
  }
}

/**
 * A builder's project (000 §3, 001 §3). Its units are properties; the unit
 * counts are derived (services/ventures/unit_counts.ts), never set from input.
 */
export default class Venture extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ownerId: number

  @belongsTo(() => User, { foreignKey: 'ownerId' })
  declare owner: BelongsTo<typeof User>

  @hasMany(() => Tower)
  declare towers: HasMany<typeof Tower>

  @column()
  declare name: string

  @column()
  declare description: string

  @column()
  declare logoUrl: string | null

  @column()
  declare builder: string

  @column()
  declare builderName: string

  @column()
  declare ventureType: string

  @column()
  declare status: string

  @column(jsonList)
  declare propertyTypes: string[]

  @column(jsonList)
  declare unitTypes: string[]

  @column(jsonList)
  declare amenities: string[]

  @column(jsonList)
  declare approvals: string[]

  @column(jsonList)
  declare images: string[]

  @column(jsonList)
  declare masterPlanImages: string[]

  /** Development phases (issue 27); lines stored before it read as names alone. */
  @column(timelineList(phaseOf))
  declare phases: VenturePhase[]

  /** Distances in metres; shown in the market's unit (transformer). */
  @column(timelineList(landmarkOf))
  declare nearbyLandmarks: VentureLandmark[]

  @column()
  declare reraNumber: string | null

  @column()
  declare launchMonth: string | null

  @column()
  declare possessionMonth: string | null

  @column(nullableNumber)
  declare minPrice: number | null

  @column(nullableNumber)
  declare maxPrice: number | null

  /** Derived from minPrice on every save (setPriceSortKeys); never set from input. */
  @column({ consume: Number })
  declare priceSortAsc: number

  @column({ consume: Number })
  declare priceSortDesc: number

  /** Derived from the listed units (unit_counts.ts). */
  @column(jsonList)
  declare unitConfigs: string[]

  @column()
  declare plannedUnits: number

  @column()
  declare unitCount: number

  @column()
  declare totalUnits: number

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

  get currency(): string {
    return currencyOf(this.countryCode)
  }

  @column({ consume: (value) => Boolean(value) })
  declare isPublic: boolean

  @column.dateTime()
  declare publishedAt: DateTime | null

  @column.dateTime()
  declare deletedAt: DateTime | null

  /** The bulk upload that created it (issue 15), if one did. */
  @column()
  declare bulkImportId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /**
   * The price sort keys follow the price in the same statement as every
   * write of the model, so they change in the transaction that changes the
   * price (VentureService create and update). Raw inserts (the benchmark's
   * seed) set them with priceSortKeys.
   */
  @beforeSave()
  static setPriceSortKeys(venture: Venture) {
    Object.assign(venture, priceSortKeys(venture.minPrice))
  }

  /** Home's venture figure of its country is counted again once this write commits. */
  @afterSave()
  @afterDelete()
  static dropCachedCounts(venture: Venture) {
    dropCounts([countTags.ventures(venture.countryCode)], venture.$trx)
  }
}
