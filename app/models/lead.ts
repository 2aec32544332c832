import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import Property from '#models/property'
import Venture from '#models/venture'
import LeadStatusChange from '#models/lead_status_change'
import LeadMessage from '#models/lead_message'

export const LEAD_STATUSES = ['new', 'contacted', 'visited', 'converted', 'closed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export default class Lead extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  /** Null for leads of the marketplace itself (the contact form): only admins see those. */
  @column()
  declare ownerId: number | null

  @column()
  declare propertyId: number | null

  @belongsTo(() => Property)
  declare property: BelongsTo<typeof Property>

  /** A site visit or 'Contact Developer' about a venture (its unit, if any, is propertyId). */
  @column()
  declare ventureId: number | null

  @belongsTo(() => Venture)
  declare venture: BelongsTo<typeof Venture>

  /** Its status changes, oldest first when loaded by the dashboard. */
  @hasMany(() => LeadStatusChange)
  declare statusChanges: HasMany<typeof LeadStatusChange>

  /** Its repeat enquiries (message and the contact details each came with), oldest first when loaded by the dashboard. */
  @hasMany(() => LeadMessage)
  declare messages: HasMany<typeof LeadMessage>

  @column()
  declare userId: number | null

  /** The contact details and message of the first enquiry: a repeat enquiry never changes them (LeadMessage). */
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
