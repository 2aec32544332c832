import { listOf, pageOf, type OperationTable } from '#services/openapi/operation'
import { int, object, ref } from '#transformers/schemas/json_schema'
import {
  notificationsPageValidator,
  notificationsReadValidator,
  savedSearchUpdateValidator,
  savedSearchValidator,
} from '#validators/saved_search'

const savedSearch = ref('SavedSearch')
const example = {
  name: '2 BHK in Hyderabad',
  kind: 'properties',
  filters: { city: 'Hyderabad', property_type: 'apartment', bedrooms: 2, max_price: 9000000 },
  frequency: 'daily',
}

/** Saved searches and their in-app notifications (issue 31). */
export const alertOperations: OperationTable = {
  'api.saved_searches.index': {
    tag: 'Saved searches',
    summary: 'Your saved searches, newest first, each with its count of new matches',
    security: 'bearer',
    ok: { 200: listOf(savedSearch) },
  },
  'api.saved_searches.store': {
    tag: 'Saved searches',
    summary:
      'Save a search: `filters` is the GET /api/properties or /api/ventures query (checked by its rules); at most 25',
    security: 'bearer',
    body: savedSearchValidator,
    example,
    ok: { 201: savedSearch },
    errors: [429],
  },
  'api.saved_searches.update': {
    tag: 'Saved searches',
    summary: 'Rename it, change its alert frequency or its filters',
    security: 'bearer',
    body: savedSearchUpdateValidator,
    partial: true,
    example: { name: 'Flats near the lake', frequency: 'weekly' },
    ok: { 200: savedSearch },
    errors: [403, 404, 429],
  },
  'api.saved_searches.destroy': {
    tag: 'Saved searches',
    summary: 'Delete it (no more alerts)',
    security: 'bearer',
    ok: { 204: null },
    errors: [403, 404, 429],
  },
  'api.notifications.index': {
    tag: 'Saved searches',
    summary: 'Your notifications (new matches of saved searches), newest first, in pages',
    security: 'bearer',
    query: notificationsPageValidator,
    ok: { 200: pageOf(ref('Notification')) },
  },
  'api.notifications.read': {
    tag: 'Saved searches',
    summary:
      'Mark notifications read: those named in `ids` (at most 100; ids that are not yours, or already read, change nothing), or all of yours when `ids` is left out; answers how many stay unread',
    security: 'bearer',
    body: notificationsReadValidator,
    example: { ids: [1] },
    ok: { 200: object({ unread: int }) },
    errors: [429],
  },
}
