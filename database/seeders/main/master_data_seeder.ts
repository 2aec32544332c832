import { BaseSeeder } from '@adonisjs/lucid/seeders'
import PropertyType from '#models/property_type'
import Amenity from '#models/amenity'
import { AMENITIES, OPTION_LISTS, PROPERTY_TYPES } from '#database/data/master_data'
import OptionListItem from '#models/option_list_item'

/**
 * Master data, idempotent: rows are matched by name, so running `node ace
 * db:seed` again changes nothing (and admin edits to other columns of a row
 * that already exists are kept).
 */
export default class MasterDataSeeder extends BaseSeeder {
  async run() {
    await this.#seed(PropertyType, PROPERTY_TYPES)
    await this.#seed(Amenity, AMENITIES)
    await this.#seedOptionLists()
  }

  async #seedOptionLists() {
    const saved = await OptionListItem.query().select('list', 'name')
    const existing = new Set(saved.map((row) => `${row.list}/${row.name}`))
    const missing = Object.entries(OPTION_LISTS).flatMap(([list, options]) =>
      options
        .map(([name, label], index) => ({ list, name, label, displayOrder: index + 1 }))
        .filter((option) => !existing.has(`${option.list}/${option.name}`))
    )
    if (missing.length) await OptionListItem.createMany(missing)
  }

  async #seed(
    model: typeof PropertyType,
    rows: { name: string; label: string; category?: string; icon?: string }[]
  ) {
    const saved = await model.query().select('name')
    const existing = new Set(saved.map((row) => row.name))
    const missing = rows
      .map((row, index) => ({ ...row, displayOrder: index + 1 }))
      .filter((row) => !existing.has(row.name))
    if (missing.length) await model.createMany(missing)
  }
}
