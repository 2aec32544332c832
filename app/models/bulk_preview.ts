import type { DateTime } from 'luxon'
import { BaseModel, column } from '@adonisjs/lucid/orm'

/** What a bulk-upload preview read of one file (issue 25); see migration 0093 and services/bulk/bulk_previews.ts. */
export default class BulkPreview extends BaseModel {
  @column({ isPrimary: true })
  declare id: number

  @column()
  declare userId: number

  @column()
  declare fileName: string

  @column()
  declare fileHash: string

  @column()
  declare fileSize: number

  @column()
  declare totalRows: number

  @column()
  declare issueCount: number

  /** Gzipped JSON (PreviewPayload); null once its import ended. */
  @column({ serializeAs: null })
  declare payload: Buffer | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime
}
