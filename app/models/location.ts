import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'

export type LocationLevel = 'state' | 'district' | 'city' | 'area'
export const LOCATION_LEVELS: LocationLevel[] = ['state', 'district', 'city', 'area']

const coordinate = { consume: (value: unknown) => Number(value) }

/** One node of the location tree. */
export default class Location extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare countryCode: string

  @column()
  declare parentId: number | null

  @belongsTo(() => Location, { foreignKey: 'parentId' })
  declare parent: BelongsTo<typeof Location>

  @column()
  declare level: LocationLevel

  @column()
  declare name: string

  @column()
  declare label: string | null

  @column()
  declare category: string | null

  @column()
  declare icon: string | null

  @column()
  declare description: string | null

  @column(coordinate)
  declare lat: number

  @column(coordinate)
  declare lng: number

  @column()
  declare displayOrder: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
