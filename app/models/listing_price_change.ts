import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** One change of a listing's price (issue 31): from, to (whole units of its currency) and when. */
export default class ListingPriceChange extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare propertyId: number

  @column({ consume: (value) => Number(value) })
  declare oldPrice: number

  @column({ consume: (value) => Number(value) })
  declare newPrice: number

  @column.dateTime()
  declare changedAt: DateTime
}
