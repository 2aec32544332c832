import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One option of a named list (e.g. list "approval", name "rera_approved"). */
export default class OptionListItem extends BaseModel {
  static table = 'option_lists'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare list: string

  @column()
  declare name: string

  @column()
  declare label: string

  @column()
  declare description: string | null

  @column()
  declare displayOrder: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
