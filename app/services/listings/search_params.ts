import { errors } from '@vinejs/vine'
import { propertySearchValidator } from '#validators/property_search'

/**
 * Reads search parameters from a page's query string. Unlike /api, a page
 * never refuses: a hand-edited or stale bad value is dropped and the rest of
 * the search still runs.
 */
export async function lenientSearchParams(qs: Record<string, unknown>, messagesProvider?: any) {
  let input = { ...qs }
  for (let attempt = 0; attempt < 3; attempt++) {
    const [error, value] = await propertySearchValidator.tryValidate(input, { messagesProvider })
    if (!error) return value
    if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
    for (const { field } of error.messages as { field: string }[]) delete input[field]
  }
  return await propertySearchValidator.validate({})
}
