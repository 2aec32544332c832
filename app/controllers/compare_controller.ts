import type { HttpContext } from '@adonisjs/core/http'
import CompareListings from '#services/listings/compare_listings'
import PropertyTransformer from '#transformers/property_transformer'
import { compareQuery, compareValidator } from '#validators/compare'

/**
 * Crawlers may follow the links to the listings but not index the page: each
 * choice of ids is another address repeating listing pages (docs/seo.md).
 */
export const COMPARE_ROBOTS = 'noindex, follow'

/** /compare?ids=12,7,31: up to 4 listings side by side (issue 31), for everyone. */
export default class CompareController {
  async show({ request, inertia, response }: HttpContext) {
    // A page never refuses a shared or hand-edited link: bad ids compare nothing, and say so.
    const [error, input] = await compareValidator.tryValidate(compareQuery(request.qs()))
    const comparison = await new CompareListings().handle(input?.ids ?? [])
    response.header('X-Robots-Tag', COMPARE_ROBOTS)
    return inertia.render('compare/index', {
      listings: PropertyTransformer.transform(comparison.listings).useVariant('forCompare'),
      dropped: comparison.dropped,
      trimmed: comparison.trimmed,
      invalid: Boolean(error),
      robots: COMPARE_ROBOTS,
    })
  }
}
