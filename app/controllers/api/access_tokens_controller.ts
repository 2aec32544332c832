import type { HttpContext } from '@adonisjs/core/http'
import AccessTokens from '#services/accounts/access_tokens'
import ChangePassword from '#services/accounts/change_password'
import SessionRevocation from '#services/accounts/session_revocation'
import { changePasswordValidator } from '#validators/auth'
import { createTokenValidator } from '#validators/access_tokens'
import { effectiveAbilities } from '#rules/token_abilities'
import AccessTokenTransformer from '#transformers/access_token_transformer'
import { apiSerializer } from '#transformers/api_serializer'

/**
 * A signed-in /api client manages its account's tokens: create, list, revoke
 * one, sign out everywhere, change the password (which revokes the other
 * tokens). Every call acts on the caller's own tokens only.
 */
export default class AccessTokensController {
  async index({ auth }: HttpContext) {
    const user = auth.use('api').getUserOrFail()
    const tokens = await new AccessTokens().list(user, user.currentAccessToken.identifier)
    return { data: await apiSerializer.serialize(AccessTokenTransformer.transform(tokens)) }
  }

  /** A personal token (issue 30): never with an ability the token asking lacks. */
  async store({ auth, request, response }: HttpContext) {
    const user = auth.use('api').getUserOrFail()
    const input = await request.validateUsing(createTokenValidator)
    const held = effectiveAbilities(user.currentAccessToken.abilities, user.role)
    const created = await new AccessTokens().create(
      user,
      { name: input.name, abilities: input.abilities, expiresInDays: input.expires_in_days },
      held
    )
    response.status(201)
    return apiSerializer.serialize(
      AccessTokenTransformer.transform(created).useVariant('forCreated')
    )
  }

  /** Someone else's token id answers 404, as an unknown one does. */
  async destroy({ auth, params, response }: HttpContext) {
    await new AccessTokens().revoke(auth.use('api').getUserOrFail(), params.id)
    return response.noContent()
  }

  /** "Sign out everywhere": every token of the account, the one used here included, and every web session. */
  async destroyAll({ auth, response }: HttpContext) {
    await new SessionRevocation().endAll(auth.use('api').getUserOrFail())
    return response.noContent()
  }

  async changePassword({ auth, request, response }: HttpContext) {
    const user = auth.use('api').getUserOrFail()
    const { password } = await request.validateUsing(changePasswordValidator, {
      meta: { passwordHash: user.password },
    })
    await new ChangePassword().handle(user, password, user.currentAccessToken.identifier)
    return response.noContent()
  }
}
