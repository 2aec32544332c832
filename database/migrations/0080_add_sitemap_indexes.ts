import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * The sitemap (docs/seo.md) walks a country's public listings and
 * ventures in id order, a page of up to 50,000 at a time (keyset: id > after).
 * These indexes hold every column of that walk, so it reads the index alone,
 * in order, without sorting or touching the rows for the filter.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('properties', (table) => {
      table.index(['country_code', 'listing_state', 'deleted_at', 'id'], 'properties_sitemap_idx')
    })
    this.schema.alterTable('ventures', (table) => {
      table.index(['country_code', 'is_public', 'deleted_at', 'id'], 'ventures_sitemap_idx')
    })
  }

  async down() {
    this.schema.alterTable('properties', (table) => table.dropIndex([], 'properties_sitemap_idx'))
    this.schema.alterTable('ventures', (table) => table.dropIndex([], 'ventures_sitemap_idx'))
  }
}
