import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import SavedSearch from '#models/saved_search'
import SavedSearchPolicy from '#policies/saved_search_policy'
import SavedSearches from '#services/alerts/saved_searches'
import SavedSearchTransformer from '#transformers/saved_search_transformer'
import { denyUnlessAllowed } from '#http/page_gate'
import {
  savedSearchUpdateValidator,
  savedSearchValidator,
  validSearchFilters,
} from '#validators/saved_search'

/** The Saved searches page, 'Save this search' on /properties and /ventures, and the alert mail's links (issue 31). */
export default class SavedSearchesController {
  async index(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, {
      kind: 'signedIn',
      loginMessage: 'pages.gate.saved_searches_login',
    })
    if (denial) return denial
    const list = await new SavedSearches().list(ctx.auth.user!)
    return ctx.inertia.render('saved_searches/index', {
      searches: SavedSearchTransformer.transform(list),
      unsubscribed: null,
    })
  }

  async store({ request, auth, response, session, i18n, market }: HttpContext) {
    const input = await request.validateUsing(savedSearchValidator)
    const filters = await validSearchFilters(
      input.kind,
      input.filters,
      i18n.createMessagesProvider('validator.shared')
    )
    await new SavedSearches().create(
      auth.getUserOrFail(),
      { ...input, filters },
      market.country.code
    )
    session.flash('success', i18n.t('saved_searches.saved'))
    return response.redirect().back()
  }

  async update({ params, request, bouncer, response, session, i18n }: HttpContext) {
    const search = await SavedSearch.findOrFail(params.id)
    await bouncer.with(SavedSearchPolicy).authorize('manage', search)
    const { name, frequency } = await request.validateUsing(savedSearchUpdateValidator)
    await new SavedSearches().update(search, { name, frequency })
    session.flash('success', i18n.t('saved_searches.updated'))
    return response.redirect().back()
  }

  async destroy({ params, bouncer, response, session, i18n }: HttpContext) {
    const search = await SavedSearch.findOrFail(params.id)
    await bouncer.with(SavedSearchPolicy).authorize('manage', search)
    await new SavedSearches().remove(search)
    session.flash('success', i18n.t('saved_searches.deleted'))
    return response.redirect().back()
  }

  /** Its search page with its filters; its matches so far are no longer new. */
  async open({ params, bouncer, response }: HttpContext) {
    const search = await SavedSearch.findOrFail(params.id)
    await bouncer.with(SavedSearchPolicy).authorize('manage', search)
    await new SavedSearches().markSeen(search)
    const qs: Record<string, string> = {}
    for (const [key, value] of Object.entries(search.filters)) {
      if (key === 'country' || value === null || value === undefined) continue
      qs[key] = Array.isArray(value) ? value.join(',') : String(value)
    }
    const page = search.kind === 'ventures' ? 'ventures.index' : 'properties.index'
    return response.redirect(urlFor(page, {}, { qs }))
  }

  /**
   * The mail's one-click link: signed (a changed id or signature is refused,
   * 403), no sign-in needed. Shown on the Saved searches page's own component.
   */
  async unsubscribe({ params, request, response, inertia }: HttpContext) {
    const valid = request.hasValidSignature('unsubscribe')
    const search = valid ? await SavedSearch.find(params.id) : null
    if (search) await new SavedSearches().unsubscribe(search)
    if (!valid) response.status(403)
    return inertia.render('saved_searches/index', {
      searches: [],
      unsubscribed: { valid, name: search?.name ?? null },
    })
  }
}
