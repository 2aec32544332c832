import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type WalletTransactionType = 'purchase' | 'booking' | 'commission'

/** Money moving for a user (001 §3 Transaction). Only `commission` adds to the wallet. */
export default class WalletTransaction extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare type: WalletTransactionType

  @column()
  declare description: string

  @column({ consume: (value) => Number(value) })
  declare amountMinor: number

  @column()
  declare currency: string

  @column()
  declare paymentId: number | null

  @column()
  declare idempotencyKey: string

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
