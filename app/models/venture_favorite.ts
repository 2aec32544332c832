import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A venture a signed-in user saved (issue 14: Save on a venture card). */
export default class VentureFavorite extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare ventureId: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
