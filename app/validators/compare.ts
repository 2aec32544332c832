import vine from '@vinejs/vine'
import { parseCompareIds } from '#rules/compare_rules'

/**
 * GET /compare?ids=12,7,31 (issue 31): listing ids separated by commas, each
 * once in the order given. Longer than any 4 ids written out is refused
 * before it is split; more than 4 ids are trimmed by the comparison.
 */
export const compareValidator = vine.create({
  ids: vine
    .string()
    .trim()
    .maxLength(120)
    .regex(/^\d{1,15}(,\d{1,15})*$/)
    .transform((text) => parseCompareIds(text))
    .optional(),
})

/**
 * The query string as the validator reads it: the request's parser turns
 * `ids=12,7` (commas as the page writes them) into a list, `ids=12%2C7` into
 * a string; both mean the same ids.
 */
export function compareQuery(qs: Record<string, unknown>) {
  return { ids: Array.isArray(qs.ids) ? qs.ids.join(',') : qs.ids }
}
