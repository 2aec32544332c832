import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Property from '#models/property'
import Payment from '#models/payment'

export type BookingStatus = 'pending' | 'completed' | 'cancelled' | 'refunded'

/** A paid reservation of a property or unit (001 §3 Booking). Amount in whole units of the listing's currency (rupees in India, dollars in the US). */
export default class Booking extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare propertyId: number

  @belongsTo(() => Property)
  declare property: BelongsTo<typeof Property>

  @column()
  declare userId: number

  @column({ consume: (value) => Number(value) })
  declare amount: number

  @column()
  declare transactionId: number | null

  @belongsTo(() => Payment, { foreignKey: 'transactionId' })
  declare transaction: BelongsTo<typeof Payment>

  @column()
  declare paymentId: string | null

  @column()
  declare status: BookingStatus

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
