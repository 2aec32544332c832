import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Issue 28: public search regressed at a million listings because MariaDB
 * walked `properties_admin_price_idx (deleted_at, price)` for public queries
 * (p95 511-637 ms). Every public query filters on `deleted_at IS NULL`
 * (publiclyListed), and InnoDB estimates a range covering more than half of
 * a table as half of it: `deleted_at IS NULL` on an index that leads with it
 * then costs what (country_code, listing_state) costs on the public indexes,
 * and the narrower admin index wins. Walked in price order it passes every
 * listing of the other country first (dollar prices sit below rupee prices).
 * Without it, the count of apartments walked (deleted_at, venture_id,
 * created_at) the same way.
 *
 * So no index of properties or ventures leads with `deleted_at` any more:
 * - the admin table's price sort orders by currency, then price (a sum in
 *   rupees and one in dollars do not compare), on (country_code, price),
 *   named for what it holds, not for the admin: it leads with the public
 *   queries' own first filter, and MariaDB does read it for some public
 *   queries (a price sort, the capped count), where it reads one country's
 *   listings, never the other country's first;
 * - the admin tables' first page (newest) reads (created_at) backwards,
 *   which no public query filters or sorts on (listings and ventures; the
 *   Overview's new ventures a week read the same index);
 * - the Overview's indexes (migration 0085) lead with `venture_id` (IS NULL
 *   and IS NOT NULL are what the Overview asks; public search never filters
 *   on it) or with the grouped column (ventures by city), then deleted_at,
 *   so each figure still reads only the index.
 * tests/functional/db/explain_plans.spec.ts checks the plans.
 */
const PROPERTY_OVERVIEW = { type: 'property_type', city: 'city', created: 'created_at' } as const

export default class extends BaseSchema {
  async up() {
    this.schema.alterTable('properties', (table) => {
      table.dropIndex([], 'properties_admin_price_idx')
      for (const name of Object.keys(PROPERTY_OVERVIEW))
        table.dropIndex([], `properties_admin_${name}_idx`)
    })
    this.schema.alterTable('properties', (table) => {
      table.index(['country_code', 'price'], 'properties_country_price_idx')
      table.index(['created_at'], 'properties_admin_newest_idx')
      for (const [name, column] of Object.entries(PROPERTY_OVERVIEW))
        table.index(['venture_id', 'deleted_at', column], `properties_admin_${name}_idx`)
    })
    this.schema.alterTable('ventures', (table) => {
      table.dropIndex([], 'ventures_admin_created_idx')
      table.dropIndex([], 'ventures_admin_city_idx')
    })
    this.schema.alterTable('ventures', (table) => {
      table.index(['created_at'], 'ventures_admin_created_idx')
      table.index(['city', 'deleted_at'], 'ventures_admin_city_idx')
    })
  }

  async down() {
    this.schema.alterTable('ventures', (table) => {
      table.dropIndex([], 'ventures_admin_created_idx')
      table.dropIndex([], 'ventures_admin_city_idx')
    })
    this.schema.alterTable('ventures', (table) => {
      table.index(['deleted_at', 'created_at'], 'ventures_admin_created_idx')
      table.index(['deleted_at', 'city'], 'ventures_admin_city_idx')
    })
    this.schema.alterTable('properties', (table) => {
      table.dropIndex([], 'properties_country_price_idx')
      table.dropIndex([], 'properties_admin_newest_idx')
      for (const name of Object.keys(PROPERTY_OVERVIEW))
        table.dropIndex([], `properties_admin_${name}_idx`)
    })
    this.schema.alterTable('properties', (table) => {
      table.index(['deleted_at', 'price'], 'properties_admin_price_idx')
      for (const [name, column] of Object.entries(PROPERTY_OVERVIEW))
        table.index(['deleted_at', 'venture_id', column], `properties_admin_${name}_idx`)
    })
  }
}
