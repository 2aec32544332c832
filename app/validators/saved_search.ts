import vine, { errors } from '@vinejs/vine'
import { ALERT_FREQUENCIES, SAVED_SEARCH_KINDS, type SavedSearchKind } from '#models/saved_search'
import { propertySearchValidator } from '#validators/property_search'
import { listParams, ventureSearchValidator } from '#validators/venture_search'

const name = () => vine.string().trim().minLength(1).maxLength(80)
/** The query of the search page or /api list: an object of parameters, checked by that list's own validator. */
const filters = () => vine.object({}).allowUnknownProperties()

/** POST /saved-searches and /api/saved-searches. */
export const savedSearchValidator = vine.create({
  name: name(),
  kind: vine.enum(SAVED_SEARCH_KINDS),
  filters: filters(),
  frequency: vine.enum(ALERT_FREQUENCIES),
})

/** PATCH: rename, another frequency, other filters (of the same or the given kind). */
export const savedSearchUpdateValidator = vine.create({
  name: name().optional(),
  kind: vine.enum(SAVED_SEARCH_KINDS).optional(),
  filters: filters().optional(),
  frequency: vine.enum(ALERT_FREQUENCIES).optional(),
})

/** GET /api/notifications: a numbered page. */
export const notificationsPageValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(10_000).optional(),
  per_page: vine.number().withoutDecimals().min(1).max(100).optional(),
})

/** POST /notifications/read: these ids, or every one when none are named. */
export const notificationsReadValidator = vine.create({
  ids: vine.array(vine.number().withoutDecimals().min(1)).maxLength(100).optional(),
})

/** Fields a saved search never keeps: the page being read. */
const PAGING = ['cursor', 'limit']

/**
 * The filters checked by the search's own validator (the one GET
 * /api/properties or /api/ventures runs), its errors named `filters.<field>`.
 * The page's cursor and size are dropped: a saved search is its filters.
 */
export async function validSearchFilters(
  kind: SavedSearchKind,
  raw: Record<string, unknown>,
  messagesProvider?: any
): Promise<Record<string, unknown>> {
  const input = Object.fromEntries(Object.entries(raw).filter(([key]) => !PAGING.includes(key)))
  const [error, value] =
    kind === 'ventures'
      ? await ventureSearchValidator.tryValidate(listParams(input), { messagesProvider })
      : await propertySearchValidator.tryValidate(input, { messagesProvider })
  if (error instanceof errors.E_VALIDATION_ERROR) {
    const messages = (error.messages as { field: string }[]).map((message) => ({
      ...message,
      field: `filters.${message.field}`,
    }))
    throw new errors.E_VALIDATION_ERROR(messages)
  }
  if (error) throw error
  return Object.fromEntries(Object.entries(value!).filter(([, v]) => v !== undefined))
}
