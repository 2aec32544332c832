import { BaseSchema } from '@adonisjs/lucid/schema'
import { prefilterColumns } from '#services/alerts/saved_searches'
import type { SavedSearchKind } from '#models/saved_search'

/**
 * Matching at scale (issue 31): a saved search whose filters are only the
 * pre-filter's columns (country, city, type, a price band) is decided by the
 * pre-filter itself, without running its query. `prefilter_only` marks those
 * searches and `city` keeps the city as written (the pre-filter's `city_key`
 * is lower case; a decided match needs the exact name). Existing searches
 * get both from their filters (and `city_key` again: an empty city is open).
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('saved_searches', (table) => {
      table.string('city', 80).nullable()
      table.boolean('prefilter_only').notNullable().defaultTo(false)
    })
    this.defer(async (db) => {
      let last = 0
      for (;;) {
        const rows = await db
          .from('saved_searches')
          .where('id', '>', last)
          .orderBy('id')
          .limit(500)
          .select('id', 'kind', 'filters')
        if (!rows.length) return
        for (const row of rows) {
          const filters = typeof row.filters === 'string' ? JSON.parse(row.filters) : row.filters
          const columns = prefilterColumns(row.kind as SavedSearchKind, filters ?? {})
          await db.from('saved_searches').where('id', row.id).update({
            city_key: columns.cityKey,
            city: columns.city,
            prefilter_only: columns.prefilterOnly,
          })
        }
        last = Number(rows[rows.length - 1].id)
      }
    })
  }

  async down() {
    this.schema.alterTable('saved_searches', (table) => {
      table.dropColumn('prefilter_only')
      table.dropColumn('city')
    })
  }
}
