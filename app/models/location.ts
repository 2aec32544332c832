import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import { MasterDataItem } from '#models/master_data_item'

export type LocationLevel = 'state' | 'district' | 'city' | 'area'

const coordinate = { consume: (value: unknown) => Number(value) }

/** One node of the location tree; master data like property types and amenities. */
export default class Location extends MasterDataItem {
  static table = 'locations'

  @column()
  declare countryCode: string

  @column()
  declare parentId: number | null

  @belongsTo(() => Location, { foreignKey: 'parentId' })
  declare parent: BelongsTo<typeof Location>

  @column()
  declare level: LocationLevel

  /** The Hindi name (Devanagari), null when none is known: hi pages show `name` then. */
  @column()
  declare nameHi: string | null

  /** The Telugu name, null when none is known. */
  @column()
  declare nameTe: string | null

  @column(coordinate)
  declare lat: number

  @column(coordinate)
  declare lng: number
}
