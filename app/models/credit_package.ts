import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

export type PaymentProvider = 'razorpay' | 'stripe'

/** A buyable bundle of credits in one country's currency (001 §3 Credit package). */
export default class CreditPackage extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare code: string

  @column()
  declare countryCode: string

  @column()
  declare name: string

  @column()
  declare description: string

  @column()
  declare credits: number

  @column()
  declare priceMinor: number

  @column()
  declare originalPriceMinor: number | null

  @column()
  declare discountPercent: number

  @column()
  declare currency: string

  @column()
  declare provider: PaymentProvider

  @column()
  declare displayOrder: number

  @column({ consume: (value) => Boolean(value) })
  declare active: boolean

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null
}
