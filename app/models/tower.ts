import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Venture from '#models/venture'

/** A building (or block) of a venture (001 §3 Tower); its unit counts are derived from the units. */
export default class Tower extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ventureId: number

  @belongsTo(() => Venture)
  declare venture: BelongsTo<typeof Venture>

  @column()
  declare name: string

  @column()
  declare description: string | null

  @column()
  declare floors: number

  @column()
  declare unitsPerFloor: number

  @column()
  declare towerType: string

  /** The bulk upload that created it (issue 15), if one did. */
  @column()
  declare bulkImportId: number | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
