import { BaseSchema } from '@adonisjs/lucid/schema'
import { INDIA_PLACE_NAMES } from '#database/data/location_names_in'

/**
 * Hindi and Telugu names of a place (issue 27): shown on hi and te pages
 * instead of the English name, and found when a search is typed in either
 * script. Null: the English name is shown. Listings keep storing the English
 * names; only what is shown changes. Places already in the tree get the
 * names of database/data/location_names_in.ts (the seeder does the same for
 * places it adds).
 */
export default class extends BaseSchema {
  protected tableName = 'locations'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('name_hi', 160).nullable()
      table.string('name_te', 160).nullable()
    })

    this.defer(async (db) => {
      for (const [name, [hi, te]] of Object.entries(INDIA_PLACE_NAMES)) {
        await db
          .from(this.tableName)
          .where('country_code', 'IN')
          .where('name', name)
          .update({ name_hi: hi || null, name_te: te || null })
      }
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('name_hi')
      table.dropColumn('name_te')
    })
  }
}
