import { BaseSchema } from '@adonisjs/lucid/schema'
import { flattenTimelineEntries, structureTimelineLines } from '#services/ventures/timeline_lines'

/**
 * Issue 27: a venture's phases ({name, status, expected_date}) and nearby
 * landmarks ({name, kind, distance_m}) are structured entries in the same
 * JSON columns (at most 20 each, always read with the venture, never
 * searched: no child tables). The lines stored before become entries with
 * that name alone.
 */
export default class extends BaseSchema {
  async up() {
    this.defer((db) => structureTimelineLines(db))
  }

  async down() {
    this.defer((db) => flattenTimelineEntries(db))
  }
}
