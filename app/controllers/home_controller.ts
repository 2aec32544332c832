import type { HttpContext } from '@adonisjs/core/http'
import FeaturedListings from '#services/listings/featured_listings'
import MarketStats from '#services/listings/market_stats'
import PropertyTransformer from '#transformers/property_transformer'
import MarketStatsTransformer from '#transformers/market_stats_transformer'
import VentureSearch from '#services/ventures/venture_search'
import { withCounts } from '#services/ventures/venture_reads'
import VentureTransformer from '#transformers/venture_transformer'
import VentureFavorites from '#services/ventures/venture_favorites'
import { placeLabeller } from '#http/location_tree_prop'

/** Premium Ventures on home: the first 3 of the country (000 §9). */
const HOME_VENTURES = 3

export default class HomeController {
  async index(ctx: HttpContext) {
    const { inertia, market, auth } = ctx
    const [featured, stats, ventures] = await Promise.all([
      new FeaturedListings().handle(market.country.code),
      new MarketStats().handle(market.country.code),
      new VentureSearch().handle({ country: market.country.code, limit: HOME_VENTURES }),
    ])
    const place = await placeLabeller(ctx)
    return inertia.render('home', {
      featured: PropertyTransformer.transform(featured, place).useVariant('forCard'),
      ventures: VentureTransformer.transform(await withCounts(ventures.data), place).useVariant(
        'forCard'
      ),
      savedVentures: await new VentureFavorites().savedAmong(
        auth.user ?? null,
        ventures.data.map((v) => v.id)
      ),
      stats: MarketStatsTransformer.transform(stats),
    })
  }
}
