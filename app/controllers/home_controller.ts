import type { HttpContext } from '@adonisjs/core/http'
import FeaturedListings from '#services/listings/featured_listings'
import PropertyTransformer from '#transformers/property_transformer'

export default class HomeController {
  async index({ inertia, market }: HttpContext) {
    const featured = await new FeaturedListings().handle(market.country.code)
    return inertia.render('home', {
      featured: PropertyTransformer.transform(featured).useVariant('forCard'),
    })
  }
}
