import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Home's newest listings (app/services/listings/featured_listings.ts) leave
 * venture units out. With (country_code, listing_state, published_at, id)
 * alone, a freshly published 20,000-unit tower sits at the top of that index
 * and every visit would step over its rows; with `venture_id` (IS NULL is an
 * equality) before `published_at`, the read starts at the newest listing
 * posted on its own and stops after the window.
 */
export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('properties', (table) => {
      table.index(
        ['country_code', 'listing_state', 'venture_id', 'published_at', 'id'],
        'properties_home_newest_idx'
      )
    })
  }

  async down() {
    this.schema.alterTable('properties', (table) => {
      table.dropIndex([], 'properties_home_newest_idx')
    })
  }
}
