import { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

const json = {
  prepare: (value: unknown) =>
    value === null || value === undefined ? null : JSON.stringify(value),
  consume: (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? null)),
}

/** One admin change or credit grant (issue 16): who, what, when, before and after. Append-only. */
export default class AuditLog extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare actorId: number | null

  @column()
  declare actorLabel: string

  @column()
  declare action: string

  @column()
  declare targetType: string

  @column()
  declare targetId: number | null

  @column()
  declare targetLabel: string | null

  @column(json)
  declare before: Record<string, unknown> | null

  @column(json)
  declare after: Record<string, unknown> | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
