import { BaseTransformer } from '@adonisjs/core/transformers'
import type Notification from '#models/notification'
import { SAVED_SEARCH_KINDS } from '#models/saved_search'
import {
  arrayOf,
  dateTime,
  int,
  nullable,
  object,
  oneOfStrings,
  str,
} from '#transformers/schemas/json_schema'

/** An in-app notification: a saved search's new matches (issue 31). */
export default class NotificationTransformer extends BaseTransformer<Notification> {
  toObject() {
    const n = this.resource
    return {
      id: n.id,
      kind: n.kind,
      saved_search_id: n.data.saved_search_id,
      name: n.data.name,
      search_kind: n.data.kind,
      count: n.data.count,
      items: n.data.items,
      read_at: n.readAt?.toISO() ?? null,
      created_at: n.createdAt.toISO()!,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const notificationSchemas = {
  Notification: object({
    id: int,
    kind: oneOfStrings(['saved_search']),
    saved_search_id: int,
    name: str,
    search_kind: oneOfStrings(SAVED_SEARCH_KINDS),
    count: int,
    items: arrayOf(object({ id: int, title: str })),
    read_at: nullable(dateTime),
    created_at: dateTime,
  }),
}
