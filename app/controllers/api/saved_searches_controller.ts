import type { HttpContext } from '@adonisjs/core/http'
import SavedSearch from '#models/saved_search'
import SavedSearchPolicy from '#policies/saved_search_policy'
import SavedSearches from '#services/alerts/saved_searches'
import SavedSearchTransformer from '#transformers/saved_search_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import {
  savedSearchUpdateValidator,
  savedSearchValidator,
  validSearchFilters,
} from '#validators/saved_search'

/** GET/POST /api/saved-searches, PATCH/DELETE /api/saved-searches/{id} (issue 31). */
export default class SavedSearchesController {
  /** `{data}`: the account's searches, newest first, each with its count of new matches. */
  async index({ auth }: HttpContext) {
    const list = await new SavedSearches().list(auth.getUserOrFail())
    return { data: await apiSerializer.serialize(SavedSearchTransformer.transform(list)) }
  }

  async store({ request, auth, response, market, i18n }: HttpContext) {
    const input = await request.validateUsing(savedSearchValidator)
    const filters = await validSearchFilters(
      input.kind,
      input.filters,
      i18n.createMessagesProvider('validator.shared')
    )
    const search = await new SavedSearches().create(
      auth.getUserOrFail(),
      { ...input, filters },
      market.country.code
    )
    return response
      .status(201)
      .send(
        await apiSerializer.serialize(SavedSearchTransformer.transform({ search, newMatches: 0 }))
      )
  }

  async update({ params, request, bouncer, i18n }: HttpContext) {
    const search = await SavedSearch.findOrFail(params.id)
    await bouncer.with(SavedSearchPolicy).authorize('manage', search)
    const input = await request.validateUsing(savedSearchUpdateValidator)
    const filters = input.filters
      ? await validSearchFilters(
          input.kind ?? search.kind,
          input.filters,
          i18n.createMessagesProvider('validator.shared')
        )
      : undefined
    const service = new SavedSearches()
    await service.update(search, { ...input, filters })
    const counts = await service.newMatchCounts([search])
    const newMatches = counts.get(search.id) ?? 0
    return apiSerializer.serialize(SavedSearchTransformer.transform({ search, newMatches }))
  }

  async destroy({ params, bouncer, response }: HttpContext) {
    const search = await SavedSearch.findOrFail(params.id)
    await bouncer.with(SavedSearchPolicy).authorize('manage', search)
    await new SavedSearches().remove(search)
    return response.noContent()
  }
}
