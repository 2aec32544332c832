import type { HttpContext } from '@adonisjs/core/http'
import Property from '#models/property'
import { findListing, listingId, ownListings } from '#models/property_scopes'
import PropertyPolicy from '#policies/property_policy'
import ListingService from '#services/listings/listing_service'
import ListingLifecycle from '#services/listings/listing_lifecycle'
import PropertyTransformer from '#transformers/property_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import { listingValidation, listingValidator, mergedForm } from '#validators/listing'
import type { CountryCode } from '#rules/countries'

/**
 * Posting and managing listings from /api (issue 6, 001 §7 Properties):
 * POST publishes for 1 credit (402 without one, nothing written) unless
 * `"draft": true`; PUT/PATCH, publish, renew and DELETE only for the owner or an admin.
 */
export default class ListingsController {
  async store({ request, auth, market, i18n, response }: HttpContext) {
    const input = await request.validateUsing(
      listingValidator,
      listingValidation(i18n, market.country.code)
    )
    const property = await new ListingService().create(
      auth.getUserOrFail(),
      input,
      market.country.code
    )
    response.status(201)
    return apiSerializer.serialize(PropertyTransformer.transform(property).useVariant('forOwner'))
  }

  /** The caller's own listings, drafts and expired included, newest first. */
  async mine({ auth }: HttpContext) {
    const properties = await ownListings(auth.getUserOrFail().id).orderBy('id', 'desc')
    return {
      data: await apiSerializer.serialize(
        PropertyTransformer.transform(properties).useVariant('forOwner')
      ),
    }
  }

  /** PUT replaces the form; PATCH changes only the fields given. Same rules either way. */
  async update({ params, bouncer, request, market, i18n }: HttpContext) {
    const property = await findListing(params.id)
    await bouncer.with(PropertyPolicy).authorize('manage', property)
    const data = request.method() === 'PATCH' ? mergedForm(property, request.all()) : request.all()
    const input = await request.validateUsing(listingValidator, {
      data,
      ...listingValidation(i18n, property.countryCode as CountryCode, property.propertyType),
    })
    await new ListingService().update(property, input, market.country.code)
    return apiSerializer.serialize(PropertyTransformer.transform(property).useVariant('forOwner'))
  }

  /** Publishes a draft or renews an expired listing for 1 credit (402 without one). */
  async publish({ params, bouncer }: HttpContext) {
    const property = await findListing(params.id)
    await bouncer.with(PropertyPolicy).authorize('manage', property)
    const live = await new ListingService().publish(property)
    return apiSerializer.serialize(PropertyTransformer.transform(live).useVariant('forOwner'))
  }

  /** POST /api/properties/:id/renew: 30 more days for an expired or expiring listing, 1 credit → {id, listing_state, expires_at, credits}. */
  async renew({ params, bouncer }: HttpContext) {
    const property = await findListing(params.id)
    await bouncer.with(PropertyPolicy).authorize('manage', property)
    const renewed = await new ListingLifecycle().renew(property)
    await renewed.load('owner')
    return apiSerializer.serialize(PropertyTransformer.transform(renewed).useVariant('forRenewal'))
  }

  /** The owner's delete, or an admin's (001 §7 DELETE /api/properties/{id}), which the service audits. */
  async destroy({ params, bouncer, response, auth }: HttpContext) {
    const property = await findListing(params.id)
    await bouncer.with(PropertyPolicy).authorize('manage', property)
    await new ListingService().remove(property, auth.getUserOrFail())
    return response.noContent()
  }

  /** Admins bring a deleted listing back (with its leads, which were never removed); audited. */
  async restore({ params, bouncer, auth }: HttpContext) {
    await bouncer.with(PropertyPolicy).authorize('restore')
    const property = await Property.query()
      .where('id', listingId(params.id) ?? 0)
      .whereNotNull('deleted_at')
      .firstOrFail()
    const restored = await new ListingService().restore(property, auth.getUserOrFail())
    return apiSerializer.serialize(PropertyTransformer.transform(restored).useVariant('forOwner'))
  }
}
