import vine from '@vinejs/vine'
import { TOKEN_ABILITIES, TOKEN_EXPIRY_DAYS_MAX, TOKEN_NAME_MAX } from '#rules/token_abilities'

/**
 * A new personal access token (issue 30): POST /api/auth/tokens, the account
 * page's form and `node ace token:create`. Whether the abilities may be
 * granted is the use case's rule (AccessTokens.create), not the shape's.
 */
export const createTokenValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(TOKEN_NAME_MAX),
  abilities: vine.array(vine.enum(TOKEN_ABILITIES)).minLength(1).maxLength(TOKEN_ABILITIES.length),
  expires_in_days: vine
    .number()
    .withoutDecimals()
    .range([1, TOKEN_EXPIRY_DAYS_MAX])
    .nullable()
    .optional(),
})
