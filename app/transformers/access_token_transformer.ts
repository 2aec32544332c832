import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OwnToken } from '#services/accounts/access_tokens'
import { object, str, int, bool, dateTime, nullable } from '#transformers/schemas/json_schema'

/** SQLite hands timestamps back as numbers, MySQL as Dates. */
function iso(value: Date | number | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString()
}

export default class AccessTokenTransformer extends BaseTransformer<OwnToken> {
  /** GET /api/auth/tokens: what a token is and when it was used; never its secret or hash. */
  toObject() {
    const { token, current } = this.resource
    return {
      id: Number(token.identifier),
      name: token.name,
      created_at: iso(token.createdAt),
      last_used_at: iso(token.lastUsedAt),
      expires_at: iso(token.expiresAt),
      current,
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const accessTokenSchemas = {
  AccessToken: object({
    id: int,
    name: nullable(str),
    created_at: nullable(dateTime),
    last_used_at: nullable(dateTime),
    expires_at: nullable(dateTime),
    current: bool,
  }),
}
