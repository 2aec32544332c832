import type { HttpContext } from '@adonisjs/core/http'
import Property from '#models/property'
import { listingId, ownListings } from '#models/property_scopes'
import ListingService from '#services/listings/listing_service'
import { findManageable, mergedForm, validateListing, withListingErrors } from '#services/listings/listing_requests'
import PropertyTransformer from '#transformers/property_transformer'
import { apiSerializer } from '#services/http/api_serializer'

/**
 * Posting and managing listings from /api (issue 6, 001 §7 Properties):
 * POST publishes for 1 credit (402 without one, nothing written) unless
 * `"draft": true`; PUT/PATCH and DELETE only for the owner or an admin.
 */
export default class ListingsController {
  async store(ctx: HttpContext) {
    const input = await validateListing(ctx)
    const property = await withListingErrors(ctx, () => new ListingService().create(ctx.auth.getUserOrFail(), input, ctx.market.country.code))
    ctx.response.status(201)
    return apiSerializer.serialize(PropertyTransformer.transform(property).useVariant('forOwner'))
  }

  /** The caller's own listings, drafts and expired included, newest first. */
  async mine({ auth }: HttpContext) {
    const properties = await ownListings(auth.getUserOrFail().id).orderBy('id', 'desc')
    return apiSerializer.serialize(PropertyTransformer.transform(properties).useVariant('forOwner'))
  }

  /** PUT replaces the form; PATCH changes only the fields given. Same rules either way. */
  async update(ctx: HttpContext) {
    const property = await findManageable(ctx, ctx.params.id)
    const body = ctx.request.all()
    const input = await validateListing(ctx, { data: ctx.request.method() === 'PATCH' ? mergedForm(property, body) : body, property })
    await withListingErrors(ctx, () => new ListingService().update(property, input, ctx.market.country.code))
    return apiSerializer.serialize(PropertyTransformer.transform(property).useVariant('forOwner'))
  }

  /** Publishes a draft or renews an expired listing for 1 credit (402 without one). */
  async publish(ctx: HttpContext) {
    const property = await findManageable(ctx, ctx.params.id)
    const live = await new ListingService().publish(property)
    return apiSerializer.serialize(PropertyTransformer.transform(live).useVariant('forOwner'))
  }

  async destroy(ctx: HttpContext) {
    const property = await findManageable(ctx, ctx.params.id)
    await new ListingService().remove(property)
    return ctx.response.noContent()
  }

  /** Admins bring a deleted listing back (with its leads, which were never removed). */
  async restore(ctx: HttpContext) {
    await ctx.bouncer.with('PropertyPolicy').authorize('restore')
    const property = await Property.query().where('id', listingId(ctx.params.id) ?? 0).whereNotNull('deleted_at').firstOrFail()
    await new ListingService().restore(property)
    return apiSerializer.serialize(PropertyTransformer.transform(property).useVariant('forOwner'))
  }
}
