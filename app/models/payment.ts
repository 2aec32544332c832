import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import CreditPackage from '#models/credit_package'

export type GatewayName = 'razorpay' | 'stripe' | 'demo'
export type PaymentStatus = 'created' | 'completed' | 'failed' | 'cancelled' | 'refunded'
export type PaymentPurpose = 'credits' | 'booking'

/** Statuses a payment can still be fulfilled from: proof of payment beats an earlier cancel or failure. */
export const OPEN_STATUSES: PaymentStatus[] = ['created', 'failed', 'cancelled']

/** One checkout; `id` is the transaction_id clients see. */
export default class Payment extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @column()
  declare purpose: PaymentPurpose

  @column()
  declare packageId: number | null

  @belongsTo(() => CreditPackage, { foreignKey: 'packageId' })
  declare package: BelongsTo<typeof CreditPackage>

  @column()
  declare credits: number

  @column()
  declare provider: GatewayName

  @column()
  declare providerOrderId: string | null

  @column()
  declare providerPaymentId: string | null

  @column()
  declare amountMinor: number

  @column()
  declare currency: string

  @column()
  declare status: PaymentStatus

  @column()
  declare successUrl: string | null

  @column()
  declare cancelUrl: string | null

  @column.dateTime()
  declare fulfilledAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
