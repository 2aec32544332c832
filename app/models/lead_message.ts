import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** A repeat enquiry of a lead: its message and the contact details it came with (migration 0092). */
export default class LeadMessage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare leadId: number

  @column()
  declare userId: number | null

  @column()
  declare contactName: string

  @column()
  declare contactPhone: string

  @column()
  declare contactEmail: string | null

  @column()
  declare message: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
