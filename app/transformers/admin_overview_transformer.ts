import { BaseTransformer } from '@adonisjs/core/transformers'
import type { AdminOverviewData } from '#services/admin/admin_overview'

export default class AdminOverviewTransformer extends BaseTransformer<AdminOverviewData> {
  /**
   * The admin Overview tab (001 §2): counts, revenue per currency in whole
   * units (the page shows rupees in lakhs, dollars as dollars), weekly series
   * and listings by type and city. Aggregates only: no personal data.
   */
  toObject() {
    return this.pick(this.resource, [
      'generatedAt',
      'zone',
      'counts',
      'revenue',
      'weeks',
      'newListings',
      'leads',
      'weeklyRevenue',
      'byType',
      'byCity',
    ])
  }
}
