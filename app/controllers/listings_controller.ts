import type { HttpContext } from '@adonisjs/core/http'
import { ownListings } from '#models/property_scopes'
import ListingService, { ListingReservedError } from '#services/listings/listing_service'
import { findManageable, validateListing, withListingErrors } from '#services/listings/listing_requests'
import { locationTreeProp } from '#services/locations/location_tree_prop'
import { denyUnlessAllowed } from '#services/access/page_gate'
import { flashFormError } from '#services/http/form_errors'
import { InsufficientCreditsError } from '#services/credits/credit_ledger'
import PropertyTransformer from '#transformers/property_transformer'
import { listingStatusValidator } from '#validators/listing'
import { currencyOf, type CountryCode } from '#shared/countries'
import { imageUrlHosts } from '#config/drive'

/**
 * Add Property (001 §2), editing and My Listings. Publishing costs 1 credit;
 * with none the form says so, offers /credits, and can save a draft instead.
 */
export default class ListingsController {
  async create(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'signedIn', loginMessage: 'pages.gate.add_property_login' })
    if (denial) return denial
    return ctx.inertia.render('listings/form', { listing: null, ...(this.#formProps(ctx, ctx.market.country.code)) })
  }

  async store(ctx: HttpContext) {
    const input = await validateListing(ctx)
    try {
      await withListingErrors(ctx, () => new ListingService().create(ctx.auth.getUserOrFail(), input, ctx.market.country.code))
    } catch (error) {
      if (!(error instanceof InsufficientCreditsError)) throw error
      return flashFormError(ctx, 'credits', ctx.i18n.t('posting.no_credits'))
    }
    ctx.session.flash('success', ctx.i18n.t(input.draft ? 'posting.saved_draft' : 'posting.published'))
    return ctx.response.redirect().toRoute(input.draft ? 'my_listings' : 'properties.index')
  }

  async mine(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'signedIn', loginMessage: 'pages.gate.my_listings_login' })
    if (denial) return denial
    const properties = await ownListings(ctx.auth.user!.id).orderBy('updated_at', 'desc').orderBy('id', 'desc')
    return ctx.inertia.render('listings/mine', {
      listings: PropertyTransformer.transform(properties).useVariant('forOwner'),
    })
  }

  async edit(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'signedIn', loginMessage: 'pages.gate.my_listings_login' })
    if (denial) return denial
    const property = await findManageable(ctx, ctx.params.id)
    return ctx.inertia.render('listings/form', {
      listing: PropertyTransformer.transform(property).useVariant('forOwner'),
      ...(this.#formProps(ctx, property.countryCode as CountryCode)),
    })
  }

  async update(ctx: HttpContext) {
    const property = await findManageable(ctx, ctx.params.id)
    const input = await validateListing(ctx, { property })
    await withListingErrors(ctx, () => new ListingService().update(property, input, ctx.market.country.code))
    ctx.session.flash('success', ctx.i18n.t('posting.updated'))
    return ctx.response.redirect().toRoute('my_listings')
  }

  async status(ctx: HttpContext) {
    const property = await findManageable(ctx, ctx.params.id)
    const { status } = await ctx.request.validateUsing(listingStatusValidator)
    try {
      await new ListingService().setStatus(property, status)
    } catch (error) {
      if (!(error instanceof ListingReservedError)) throw error
      ctx.session.flash('error', ctx.i18n.t('posting.validation.messages.status.reserved'))
      return ctx.response.redirect().back()
    }
    ctx.session.flash('success', ctx.i18n.t('posting.status_changed', { status: ctx.i18n.t(`master.statuses.${status}`) }))
    return ctx.response.redirect().back()
  }

  /** Publish a draft or renew an expired listing: 1 credit. */
  async publish(ctx: HttpContext) {
    const property = await findManageable(ctx, ctx.params.id)
    const wasDraft = property.listingState === 'draft'
    try {
      await new ListingService().publish(property)
    } catch (error) {
      if (!(error instanceof InsufficientCreditsError)) throw error
      ctx.session.flash('error', ctx.i18n.t('posting.no_credits'))
      return ctx.response.redirect().back()
    }
    ctx.session.flash('success', ctx.i18n.t(wasDraft ? 'posting.published' : 'posting.renewed'))
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const property = await findManageable(ctx, ctx.params.id)
    await new ListingService().remove(property)
    ctx.session.flash('success', ctx.i18n.t('posting.deleted'))
    return ctx.response.redirect().toRoute('my_listings')
  }

  #formProps(ctx: HttpContext, country: CountryCode) {
    return { credits: ctx.auth.user?.credits ?? 0, locationTree: locationTreeProp(ctx, country), imageHosts: imageUrlHosts, currency: currencyOf(country) }
  }
}
