import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type CreditReason = 'grant' | 'purchase' | 'spend' | 'refund' | 'expiry'

/** One append-only row of the credit ledger; written only by CreditLedger. */
export default class CreditLedgerEntry extends BaseModel {
  static table = 'credit_ledger'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare delta: number

  @column()
  declare reason: CreditReason

  @column()
  declare reference: string | null

  @column()
  declare purpose: string | null

  @column()
  declare idempotencyKey: string

  @column()
  declare balanceAfter: number

  @column.dateTime()
  declare expiresAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
