import { BaseTransformer } from '@adonisjs/core/transformers'
import type { MarketCounts } from '#services/listings/market_stats'

export default class MarketStatsTransformer extends BaseTransformer<MarketCounts> {
  /** The home page's stats strip (000 §2): listings and public ventures of the country, registered customers. */
  toObject() {
    return this.pick(this.resource, ['properties', 'ventures', 'customers'])
  }
}
