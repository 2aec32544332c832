import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** What an alert tells in the app: the search, how many new matches and the first few of them. */
export type AlertNotice = {
  saved_search_id: number
  name: string
  kind: 'properties' | 'ventures'
  count: number
  items: { id: number; title: string }[]
}

const jsonObject = {
  prepare: (value: unknown) => JSON.stringify(value ?? {}),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? {})),
}

/** An in-app notification (the header's bell, issue 31); see migration 0120. */
export default class Notification extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare kind: 'saved_search'

  @column(jsonObject)
  declare data: AlertNotice

  @column.dateTime()
  declare readAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
