import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Stored sort keys for the two price orders of the venture list (issue 14).
 * The list put ventures without a price last with ORDER BY COALESCE(min_price, …),
 * which no index serves: MariaDB sorted every matching row (p95 78 ms on 20,000
 * ventures). Each direction now has its own key, min_price or a value past every
 * price in that direction, indexed after the equality columns and before the
 * keyset tiebreaker, like the other sorts. The Venture model sets both on every
 * save (Venture.setPriceSortKeys); this migration fills them for existing rows.
 *
 * The old (country_code, is_public, min_price, id) index served only the price
 * sorts, so it goes.
 */
export default class extends BaseSchema {
  protected tableName = 'ventures'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.bigInteger('price_sort_asc').notNullable().defaultTo(NO_PRICE_ASC)
      table.bigInteger('price_sort_desc').notNullable().defaultTo(NO_PRICE_DESC)
    })
    this.defer(async (db) => {
      await db.rawQuery(
        'UPDATE ventures SET price_sort_asc = COALESCE(min_price, ?), price_sort_desc = COALESCE(min_price, ?)',
        [NO_PRICE_ASC, NO_PRICE_DESC]
      )
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.index(
        ['country_code', 'is_public', 'price_sort_asc', 'id'],
        'ventures_public_price_asc_idx'
      )
      table.index(
        ['country_code', 'is_public', 'price_sort_desc', 'id'],
        'ventures_public_price_desc_idx'
      )
      table.dropIndex([], 'ventures_public_price_idx')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['country_code', 'is_public', 'min_price', 'id'], 'ventures_public_price_idx')
      table.dropIndex([], 'ventures_public_price_asc_idx')
      table.dropIndex([], 'ventures_public_price_desc_idx')
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('price_sort_asc')
      table.dropColumn('price_sort_desc')
    })
  }
}

/*
 * Written out, not imported: a migration must do the same thing whenever it runs
 * (the model's NO_PRICE_SORTS_LAST holds the same values today).
 */
const NO_PRICE_ASC = 999_999_999_999
const NO_PRICE_DESC = -1
