import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Lead from '#models/lead'
import LeadDashboard, { type LeadFilters } from '#services/leads/lead_dashboard'
import LeadTransformer from '#transformers/lead_transformer'
import DashboardStatsTransformer from '#transformers/dashboard_stats_transformer'
import PageMetaTransformer from '#transformers/page_meta_transformer'
import { denyUnlessAllowed } from '#http/page_gate'
import { apiSerializer } from '#transformers/api_serializer'
import { isApiRequest } from '#http/api_request'
import { leadListValidator, leadStatusValidator } from '#validators/lead'

type ListQuery = Awaited<ReturnType<typeof leadListValidator.validate>>

/**
 * The leads dashboard (000 §2, §7; issue 16): the page, and the calls of
 * /api (stats, leads, status) — the page's status change is the same action
 * on a session route. Every signed-in account, for the leads of its own
 * listings and ventures (`useDashboard`, issue 27; admins: all); changing a
 * lead needs LeadPolicy.
 */
export default class DashboardController {
  /** /dashboard: stat cards and a page of Recent Leads. Bad filters in the address show all leads. */
  async show(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'dashboard' })
    if (denial) return denial
    const [error, value] = await leadListValidator.tryValidate(ctx.request.qs())
    const query: ListQuery = error ? {} : value
    const dashboard = new LeadDashboard()
    const user = ctx.auth.user!
    const filters = filtersOf(query)
    const [stats, asked] = await Promise.all([dashboard.stats(user), dashboard.list(user, filters)])
    // Past the last page (a bookmark, or the last lead of a page left its filter): the last page, not an empty list.
    const page =
      asked.total > 0 && asked.currentPage > asked.lastPage
        ? await dashboard.list(user, { ...filters, page: asked.lastPage })
        : asked
    return ctx.inertia.render('dashboard/index', {
      stats: DashboardStatsTransformer.transform(stats),
      leads: LeadTransformer.transform(page.all()).useVariant('forDashboard'),
      pagination: PageMetaTransformer.of(page),
      filters: { status: query.status ?? null, source: query.source ?? null },
    })
  }

  /** GET /api/dashboard/stats */
  async stats({ auth, bouncer }: HttpContext) {
    await bouncer.authorize('useDashboard')
    const stats = await new LeadDashboard().stats(auth.getUserOrFail())
    return apiSerializer.serialize(DashboardStatsTransformer.transform(stats))
  }

  /** GET /api/leads: `{data, meta}`, the leads of the user's listings and ventures, newest first; admins every lead. */
  async index({ auth, bouncer, request, i18n }: HttpContext) {
    await bouncer.authorize('useDashboard')
    const query = await request.validateUsing(leadListValidator, {
      data: request.qs(),
      messagesProvider: i18n.createMessagesProvider('dashboard.validation'),
    })
    const page = await new LeadDashboard().list(auth.getUserOrFail(), filtersOf(query))
    return {
      data: await apiSerializer.serialize(
        LeadTransformer.transform(page.all()).useVariant('forDashboard')
      ),
      meta: await apiSerializer.serialize(PageMetaTransformer.of(page)),
    }
  }

  /** PUT /api/leads/{id}/status?status= (the lead, with its history) and PUT /dashboard/leads/{id}/status (back, 'Lead updated'). */
  async updateStatus(ctx: HttpContext) {
    const { auth, bouncer, request, i18n, params } = ctx
    await bouncer.authorize('useDashboard')
    const lead = await Lead.findOrFail(params.id)
    await bouncer.with('LeadPolicy').authorize('update', lead)
    const { status } = await request.validateUsing(leadStatusValidator, {
      data: { status: request.input('status') },
      messagesProvider: i18n.createMessagesProvider('dashboard.validation'),
    })
    const updated = await new LeadDashboard().changeStatus(lead, status, auth.getUserOrFail())
    if (isApiRequest(ctx))
      return apiSerializer.serialize(LeadTransformer.transform(updated).useVariant('forDashboard'))
    ctx.session.flash('success', i18n.t('dashboard.lead_updated'))
    // Back to the page with its filters and page number (the referrer's query string).
    return ctx.response.redirect().withQs().back(urlFor('dashboard'))
  }
}

function filtersOf(query: ListQuery): LeadFilters {
  return { status: query.status, source: query.source, page: query.page, perPage: query.per_page }
}
