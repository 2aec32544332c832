import type { HttpContext } from '@adonisjs/core/http'
import { findShownProperty } from '#models/property_scopes'
import { loadDetail } from '#services/listings/listing_detail'
import PropertySearch from '#services/listings/property_search'
import { lenientSearchParams } from '#services/listings/search_params'
import { locationTreeProp, placeLabeller } from '#http/location_tree_prop'
import Favorites from '#services/favorites/favorites'
import OwnerContact from '#services/contact/owner_contact'
import PropertyTransformer from '#transformers/property_transformer'
import UserTransformer from '#transformers/user_transformer'
import { listingMeta } from '#services/seo/listing_seo'
import { pageLinks } from '#http/page_links'
import { trustedOrigin } from '#http/origin'
import PropertyType from '#models/property_type'
import PropertyTypeTransformer from '#transformers/property_type_transformer'
import { loanDefaults } from '#services/loans/loan_defaults'

/** The Find Properties page and the property detail page (000 §2). */
export default class PropertiesController {
  async index(ctx: HttpContext) {
    const { request, inertia, market } = ctx
    const filters = await lenientSearchParams(request.qs())
    const country = market.country.code
    const search = new PropertySearch()
    const query = { ...filters, country }
    const page = await search.handle(query)
    const place = await placeLabeller(ctx)

    return inertia.render('properties/index', {
      filters,
      /** Pages after the first are appended ("load more"). */
      properties: inertia.merge(
        PropertyTransformer.transform(page.data, place).useVariant('forCard')
      ),
      nextCursor: page.nextCursor,
      count: () => search.count(query),
      /** The location tree of this country, sent once and kept by the browser. */
      locationTree: await locationTreeProp(ctx, country),
      /** Master-data property types for the type filter (admins add and retire them). */
      propertyTypes: PropertyTypeTransformer.transform(
        await PropertyType.query().whereNull('retired_at').orderBy('display_order').orderBy('id')
      ),
      /** The What can I afford? dialog's starting terms in the market's currency (config/loans.ts, issue 31). */
      loan: loanDefaults(market.country.currency),
    })
  }

  /** Expired or deleted: 410, so search engines drop it; never public: 404 (both the listing's not-found page). */
  async show(ctx: HttpContext) {
    const { params, inertia, auth, i18n } = ctx
    const property = await loadDetail(await findShownProperty(params.id))
    const viewer = auth.user ?? null
    const [favorite, contact] = await Promise.all([
      viewer ? new Favorites().has(viewer, property.id) : false,
      new OwnerContact().visibleTo(property, viewer),
    ])
    const place = await placeLabeller(ctx)
    return inertia.render('properties/show', {
      property: PropertyTransformer.transform(property, place).useVariant('forDetail'),
      favorite,
      /** The owner's phone and e-mail: only on their own listing or after this viewer revealed it (issue 10). */
      contact: contact && UserTransformer.transform(contact).useVariant('forContact'),
      /** Title, description and schema.org data of the page (docs/seo.md). */
      meta: listingMeta(property, i18n, {
        place,
        canonical: pageLinks(ctx).canonical,
        origin: trustedOrigin(ctx),
      }),
      /** The EMI calculator's starting terms in the listing's currency (config/loans.ts, issue 31). */
      loan: loanDefaults(property.currency),
    })
  }
}
