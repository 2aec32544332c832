import type { HttpContext } from '@adonisjs/core/http'
import FeaturedListings from '#services/listings/featured_listings'
import MarketStats from '#services/listings/market_stats'
import PropertyTransformer from '#transformers/property_transformer'
import MarketStatsTransformer from '#transformers/market_stats_transformer'

export default class HomeController {
  async index({ inertia, market }: HttpContext) {
    const [featured, stats] = await Promise.all([
      new FeaturedListings().handle(market.country.code),
      new MarketStats().handle(market.country.code),
    ])
    return inertia.render('home', {
      featured: PropertyTransformer.transform(featured).useVariant('forCard'),
      stats: MarketStatsTransformer.transform(stats),
    })
  }
}
