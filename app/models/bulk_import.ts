import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import { jsonList } from '#models/json_column'

export type BulkImportState = 'queued' | 'running' | 'completed' | 'failed' | 'undone'

/** One spreadsheet upload and its job (issue 15); see migration 0050. */
export default class BulkImport extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  /** The preview it processes (bulk_previews; unique: a preview is processed once). */
  @column()
  declare previewId: number | null

  @column()
  declare fileName: string

  @column()
  declare fileHash: string

  @column()
  declare fileSize: number

  @column()
  declare filePath: string | null

  @column()
  declare state: BulkImportState

  @column()
  declare activeKey: string | null

  @column()
  declare locale: string

  @column()
  declare totalRows: number

  @column()
  declare rowsWritten: number

  @column()
  declare createdVentures: number

  @column()
  declare createdTowers: number

  @column()
  declare createdUnits: number

  @column()
  declare updatedUnits: number

  @column()
  declare unchangedUnits: number

  @column()
  declare creditsCharged: number

  @column()
  declare creditsRefunded: number

  @column(jsonList)
  declare errors: string[]

  @column()
  declare attempts: number

  @column.dateTime()
  declare heartbeatAt: DateTime | null

  @column.dateTime()
  declare startedAt: DateTime | null

  @column.dateTime()
  declare finishedAt: DateTime | null

  @column.dateTime()
  declare undoneAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime | null

  /** Undo is open to the owner for 7 days after it completed. */
  get undoableUntil(): DateTime | null {
    return this.state === 'completed' && this.finishedAt ? this.finishedAt.plus({ days: 7 }) : null
  }
}
