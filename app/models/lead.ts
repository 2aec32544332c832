import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Property from '#models/property'

export const LEAD_STATUSES = ['new', 'contacted', 'visited', 'converted', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export default class Lead extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** null: a lead of the marketplace itself (a Contact Us property inquiry), seen by admins only. */
  @column()
  declare ownerId: number | null

  @column()
  declare propertyId: number | null

  @belongsTo(() => Property)
  declare property: BelongsTo<typeof Property>

  /** A site visit or 'Contact Developer' about a venture (its unit, if any, is propertyId). */
  @column()
  declare ventureId: number | null

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

  @column()
  declare status: LeadStatus

  @column()
  declare source: string

  @column()
  declare enquiryCount: number

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
