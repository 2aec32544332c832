import type { HttpContext } from '@adonisjs/core/http'
import VentureService from '#services/ventures/venture_service'
import type { CountryCode } from '#rules/countries'
import { ownVentures, towersOf, unitsOf, withCounts } from '#services/ventures/venture_reads'
import { createVentureFromRequest } from '#http/create_venture'
import { manageableVenture } from '#http/manageable_venture'
import { denyUnlessAllowed } from '#http/page_gate'
import { locationTreeProp } from '#http/location_tree_prop'
import { ventureValidator } from '#validators/venture'
import { ventureVisibilityValidator } from '#validators/venture_visibility'
import VentureVisibility from '#services/ventures/venture_visibility'
import VentureTransformer from '#transformers/venture_transformer'
import VentureUnitTransformer from '#transformers/venture_unit_transformer'
import TowerTransformer from '#transformers/tower_transformer'
import { imageUrlHosts } from '#config/drive'

/**
 * Create Venture, My Ventures and the Venture Builder (001 §2): pages, and
 * the venture's own writes, through the same use cases as /api
 * (api/my_ventures_controller.ts). Towers and units: venture_parts_controller.ts.
 */
export default class MyVenturesController {
  async create(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, {
      kind: 'signedIn',
      loginMessage: 'pages.gate.venture_login',
    })
    if (denial) return denial
    return ctx.inertia.render('ventures/create', {
      locationTree: await locationTreeProp(ctx, ctx.market.country.code),
      imageHosts: imageUrlHosts,
    })
  }

  /** Edit Venture (issue 27): the Create Venture steps, filled; owner or admin (VenturePolicy), others 403. */
  async edit(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'signedInOrHome' })
    if (denial) return denial
    const venture = await manageableVenture(ctx)
    const [counted] = await withCounts([venture], false)
    return ctx.inertia.render('ventures/edit', {
      venture: VentureTransformer.transform(counted).useVariant('forOwner'),
      locationTree: await locationTreeProp(ctx, venture.countryCode as CountryCode),
      imageHosts: imageUrlHosts,
    })
  }

  /** 'Save as Draft' → My Ventures; 'Create & Manage Units' (is_public) → its builder. */
  async store(ctx: HttpContext) {
    const venture = await createVentureFromRequest(ctx)
    ctx.session.flash(
      'success',
      ctx.i18n.t(
        venture.isPublic ? 'ventures.flash.created_public' : 'ventures.flash.created_draft'
      )
    )
    return venture.isPublic
      ? ctx.response.redirect().toRoute('venture_builder', { id: venture.id })
      : ctx.response.redirect().toRoute('venture_management')
  }

  async index(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'signedInOrHome' })
    if (denial) return denial
    const ventures = await ownVentures(ctx.auth.user!.id)
    return ctx.inertia.render('ventures/mine', {
      ventures: VentureTransformer.transform(ventures).useVariant('forOwner'),
    })
  }

  async builder(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'signedInOrHome' })
    if (denial) return denial
    const venture = await manageableVenture(ctx)
    const [[counted], towers, units] = await Promise.all([
      withCounts([venture], false),
      towersOf(venture, false),
      unitsOf(venture, {}, false),
    ])
    return ctx.inertia.render('ventures/builder', {
      venture: VentureTransformer.transform(counted).useVariant('forOwner'),
      towers: TowerTransformer.transform(towers),
      units: VentureUnitTransformer.transform(units).useVariant('forOwner'),
      credits: ctx.auth.user!.credits,
    })
  }

  async update(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const input = await ctx.request.validateUsing(ventureValidator)
    await new VentureService().update(venture, input, ctx.auth.getUserOrFail())
    ctx.session.flash('success', ctx.i18n.t('ventures.flash.updated'))
    return ctx.response.redirect().toRoute('venture_builder', { id: venture.id })
  }

  /** My Ventures and the Venture Builder: 'Make private' / 'Make public'. */
  async visibility(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    const { is_public: isPublic } = await ctx.request.validateUsing(ventureVisibilityValidator)
    await new VentureVisibility().set(venture, isPublic)
    ctx.session.flash(
      'success',
      ctx.i18n.t(
        isPublic
          ? 'venture_builder.visibility.made_public'
          : 'venture_builder.visibility.made_private'
      )
    )
    return ctx.response.redirect().back()
  }

  async destroy(ctx: HttpContext) {
    const venture = await manageableVenture(ctx)
    await new VentureService().remove(venture, ctx.auth.getUserOrFail())
    ctx.session.flash('success', ctx.i18n.t('ventures.flash.deleted'))
    return ctx.response.redirect().toRoute('venture_management')
  }
}
