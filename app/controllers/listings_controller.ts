import type { HttpContext } from '@adonisjs/core/http'
import { findListing, ownListings } from '#models/property_scopes'
import PropertyPolicy from '#policies/property_policy'
import ListingService from '#services/listings/listing_service'
import { locationTreeProp } from '#http/location_tree_prop'
import { denyUnlessAllowed } from '#http/page_gate'
import Amenity from '#models/amenity'
import PropertyType from '#models/property_type'
import PropertyTypeTransformer from '#transformers/property_type_transformer'
import PropertyTransformer from '#transformers/property_transformer'
import AmenityTransformer from '#transformers/amenity_transformer'
import { listingStatusValidator, listingValidation, listingValidator } from '#validators/listing'
import { currencyOf, type CountryCode } from '#rules/countries'
import { imageUrlHosts } from '#config/drive'

/**
 * Add Property (001 §2), editing and My Listings. Publishing costs 1 credit;
 * with none the form says so, offers /credits, and can save a draft instead.
 */
export default class ListingsController {
  async create(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, {
      kind: 'signedIn',
      loginMessage: 'pages.gate.add_property_login',
    })
    if (denial) return denial
    return ctx.inertia.render('listings/form', {
      listing: null,
      ...(await this.#formProps(ctx, ctx.market.country.code)),
    })
  }

  /** Short of credits: the form's `credits` error, which opens its no-credits dialog (InsufficientCreditsError). */
  async store({ request, auth, market, i18n, session, response }: HttpContext) {
    const input = await request.validateUsing(
      listingValidator,
      listingValidation(i18n, market.country.code)
    )
    await new ListingService().create(auth.getUserOrFail(), input, market.country.code)
    session.flash('success', i18n.t(input.draft ? 'posting.saved_draft' : 'posting.published'))
    return response.redirect().toRoute(input.draft ? 'my_listings' : 'properties.index')
  }

  async mine(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, {
      kind: 'signedIn',
      loginMessage: 'pages.gate.my_listings_login',
    })
    if (denial) return denial
    const properties = await ownListings(ctx.auth.user!.id)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
    return ctx.inertia.render('listings/mine', {
      listings: PropertyTransformer.transform(properties).useVariant('forOwner'),
    })
  }

  async edit(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, {
      kind: 'signedIn',
      loginMessage: 'pages.gate.my_listings_login',
    })
    if (denial) return denial
    const property = await findListing(ctx.params.id)
    await ctx.bouncer.with(PropertyPolicy).authorize('manage', property)
    return ctx.inertia.render('listings/form', {
      listing: PropertyTransformer.transform(property).useVariant('forOwner'),
      ...(await this.#formProps(ctx, property.countryCode as CountryCode, property.propertyType)),
    })
  }

  async update({ params, bouncer, request, market, i18n, session, response }: HttpContext) {
    const property = await findListing(params.id)
    await bouncer.with(PropertyPolicy).authorize('manage', property)
    const input = await request.validateUsing(
      listingValidator,
      listingValidation(i18n, property.countryCode as CountryCode, property.propertyType)
    )
    await new ListingService().update(property, input, market.country.code)
    session.flash('success', i18n.t('posting.updated'))
    return response.redirect().toRoute('my_listings')
  }

  /** A reserved listing's status stays as it is (ListingReservedError, a toast). */
  async status({ params, bouncer, request, i18n, session, response }: HttpContext) {
    const property = await findListing(params.id)
    await bouncer.with(PropertyPolicy).authorize('manage', property)
    const { status } = await request.validateUsing(listingStatusValidator)
    await new ListingService().setStatus(property, status)
    session.flash(
      'success',
      i18n.t('posting.status_changed', { status: i18n.t(`master.statuses.${status}`) })
    )
    return response.redirect().back()
  }

  /** Publish a draft or renew an expired listing: 1 credit (short of it: the toast). Also POST /properties/:id/renew. */
  async publish({ params, bouncer, i18n, session, response }: HttpContext) {
    const property = await findListing(params.id)
    await bouncer.with(PropertyPolicy).authorize('manage', property)
    const wasDraft = property.listingState === 'draft'
    await new ListingService().publish(property)
    session.flash('success', i18n.t(wasDraft ? 'posting.published' : 'posting.renewed'))
    return response.redirect().back()
  }

  /** The owner's delete, or an admin's (audited by the service). */
  async destroy({ params, bouncer, i18n, session, response, auth }: HttpContext) {
    const property = await findListing(params.id)
    await bouncer.with(PropertyPolicy).authorize('manage', property)
    await new ListingService().remove(property, auth.getUserOrFail())
    session.flash('success', i18n.t('posting.deleted'))
    return response.redirect().toRoute('my_listings')
  }

  /**
   * What the form needs besides the listing: the balance, the country's places and currency,
   * master-data property types and amenities (retired ones only where the listing has them), photo hosts.
   */
  async #formProps(ctx: HttpContext, country: CountryCode, currentType: string | null = null) {
    const types = await PropertyType.query()
      .where((q) => q.whereNull('retired_at').orWhere('name', currentType ?? ''))
      .orderBy('display_order')
      .orderBy('id')
    return {
      credits: ctx.auth.user?.credits ?? 0,
      locationTree: await locationTreeProp(ctx, country),
      propertyTypes: PropertyTypeTransformer.transform(types),
      amenities: AmenityTransformer.transform(
        await Amenity.query().whereNull('retired_at').orderBy('display_order').orderBy('id')
      ),
      imageHosts: imageUrlHosts,
      currency: currencyOf(country),
    }
  }
}
