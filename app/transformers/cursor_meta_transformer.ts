import { BaseTransformer } from '@adonisjs/core/transformers'
import { bool, int, nullable, object, str, withExample } from '#transformers/schemas/json_schema'

/** Where a keyset page stands: the limit asked, the next page's cursor, the matches in all. */
type CursorPage = { limit: number; nextCursor: string | null; total: number; capped?: boolean }

/**
 * The `meta` of a keyset-paged /api list (GET /api/properties, /api/ventures):
 * pass `meta.next_cursor` back as `cursor` for the next page; null on the last.
 * `total_is_capped`: the count stopped at its cap (the total is "at least").
 */
export default class CursorMetaTransformer extends BaseTransformer<CursorPage> {
  toObject() {
    const page = this.resource
    return {
      limit: page.limit,
      next_cursor: page.nextCursor,
      total: page.total,
      total_is_capped: page.capped ?? false,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const cursorMetaSchemas = {
  CursorMeta: withExample(
    object({ limit: int, next_cursor: nullable(str), total: int, total_is_capped: bool }),
    { limit: 12, next_cursor: 'Wzg1MDAwMDAsMTA0Ml0', total: 318, total_is_capped: false }
  ),
}
