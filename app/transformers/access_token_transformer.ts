import { BaseTransformer } from '@adonisjs/core/transformers'
import type { OwnToken } from '#services/accounts/access_tokens'

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
