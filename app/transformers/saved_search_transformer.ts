import { BaseTransformer } from '@adonisjs/core/transformers'
import type SavedSearch from '#models/saved_search'
import { ALERT_FREQUENCIES, SAVED_SEARCH_KINDS } from '#models/saved_search'
import {
  anyValue,
  dateTime,
  int,
  object,
  oneOfStrings,
  str,
} from '#transformers/schemas/json_schema'

/** A saved search with its count of new matches (those since it was last opened). */
export default class SavedSearchTransformer extends BaseTransformer<{
  search: SavedSearch
  newMatches: number
}> {
  toObject() {
    const { search, newMatches } = this.resource
    return {
      id: search.id,
      name: search.name,
      kind: search.kind,
      filters: search.filters,
      frequency: search.frequency,
      new_matches: newMatches,
      created_at: search.createdAt.toISO()!,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const savedSearchSchemas = {
  SavedSearch: object({
    id: int,
    name: str,
    kind: oneOfStrings(SAVED_SEARCH_KINDS),
    filters: { type: 'object', additionalProperties: anyValue },
    frequency: oneOfStrings(ALERT_FREQUENCIES),
    new_matches: int,
    created_at: dateTime,
  }),
}
