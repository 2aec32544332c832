import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Property from '#models/property'
import User from '#models/user'
import Venture from '#models/venture'

export const CONTACT_CHANNELS = ['view', 'call', 'whatsapp', 'email'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]

/**
 * A signed-in visitor saw a listing owner's or a venture developer's contact
 * (a lead-like event for the owner): the listing, the venture, or both (a unit).
 */
export default class ContactReveal extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare ownerId: number

  @column()
  declare propertyId: number | null

  @belongsTo(() => Property)
  declare property: BelongsTo<typeof Property>

  @column()
  declare ventureId: number | null

  @belongsTo(() => Venture)
  declare venture: BelongsTo<typeof Venture>

  @column()
  declare viewerId: number

  @belongsTo(() => User, { foreignKey: 'viewerId' })
  declare viewer: BelongsTo<typeof User>

  @column()
  declare channel: ContactChannel

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
