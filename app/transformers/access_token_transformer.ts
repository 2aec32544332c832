import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OwnToken } from '#services/accounts/access_tokens'
import { TOKEN_ABILITIES } from '#rules/token_abilities'
import {
  object,
  str,
  int,
  bool,
  dateTime,
  nullable,
  arrayOf,
  oneOfStrings,
} from '#transformers/schemas/json_schema'

/** SQLite hands timestamps back as numbers, MySQL as Dates. */
function iso(value: Date | number | string | null | undefined): string | null {
  return value === null || value === undefined ? null : new Date(value).toISOString()
}

export default class AccessTokenTransformer extends BaseTransformer<OwnToken> {
  /** GET /api/auth/tokens: what a token is, may do and when it was used; never its secret or hash. */
  toObject() {
    const { token, current, abilities } = this.resource
    return {
      id: Number(token.identifier),
      name: token.name,
      abilities,
      created_at: iso(token.createdAt),
      last_used_at: iso(token.lastUsedAt),
      expires_at: iso(token.expiresAt),
      current,
    }
  }

  /** POST /api/auth/tokens: the new token, with its secret (`token`), shown this once. */
  forCreated() {
    const { token, abilities } = this.resource
    return {
      id: Number(token.identifier),
      name: token.name,
      abilities,
      expires_at: iso(token.expiresAt),
      last_used_at: iso(token.lastUsedAt),
      created_at: iso(token.createdAt),
      token: token.value!.release(),
    }
  }
}

const tokenFields = {
  id: int,
  name: nullable(str),
  abilities: arrayOf(oneOfStrings(TOKEN_ABILITIES)),
  created_at: nullable(dateTime),
  last_used_at: nullable(dateTime),
  expires_at: nullable(dateTime),
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const accessTokenSchemas = {
  AccessToken: object({ ...tokenFields, current: bool }),
  CreatedAccessToken: object({ ...tokenFields, token: { type: 'string', pattern: '^dh_' } }),
}
