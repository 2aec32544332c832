import { BaseTransformer } from '@adonisjs/core/transformers'
import type { VentureSearchInput } from '#validators/venture_search'

/**
 * The venture filter state of 000 §3 as the /ventures page shows it: the
 * names of the query string (`ventureSearchValidator`), without the paging
 * (cursor, limit) and the country, which the page does not edit.
 */
export default class VentureFiltersTransformer extends BaseTransformer<VentureSearchInput> {
  toObject() {
    return this.pick(this.resource, [
      'search',
      'venture_type',
      'property_types',
      'status',
      'builder',
      'unit_configs',
      'amenities',
      'project_size',
      'possession_timeline',
      'approvals',
      'min_price',
      'max_price',
      'state',
      'district',
      'city',
      'area',
      'sort',
    ])
  }
}
