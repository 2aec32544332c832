import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { LeadStatus } from '#models/lead'

/** One change of a lead's status: from, to, who and when (the lead's history on the dashboard). */
export default class LeadStatusChange extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare leadId: number

  @column()
  declare fromStatus: LeadStatus

  @column()
  declare toStatus: LeadStatus

  /** The user who changed it; null once that account is gone. */
  @column({ columnName: 'changed_by' })
  declare changedById: number | null

  @belongsTo(() => User, { foreignKey: 'changedById' })
  declare changedBy: BelongsTo<typeof User>

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
