import type { HttpContext } from '@adonisjs/core/http'
import AccessTokens from '#services/accounts/access_tokens'
import AccessTokenTransformer from '#transformers/access_token_transformer'
import { createTokenValidator } from '#validators/access_tokens'
import { denyUnlessAllowed } from '#http/page_gate'
import { abilitiesForRole } from '#rules/token_abilities'

/** What the page shows once after a token is made: its secret, never stored anywhere else. */
type CreatedToken = { name: string; token: string }

/**
 * The account's "API tokens" page (issue 30): the list with last use and
 * expiry, the form for a new one, revoke per row. The same use case as
 * POST /api/auth/tokens; a signed-in person may grant any ability the role allows.
 */
export default class AccountTokensController {
  async index(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, {
      kind: 'signedIn',
      loginMessage: 'pages.gate.tokens_login',
    })
    if (denial) return denial
    const user = ctx.auth.user!
    const tokens = await new AccessTokens().list(user)
    return ctx.inertia.render('account/tokens', {
      tokens: AccessTokenTransformer.transform(tokens),
      abilities: abilitiesForRole(user.role),
      created: (ctx.session.flashMessages.get('created_token') as CreatedToken | undefined) ?? null,
    })
  }

  /** The secret goes to the next page view only (a flash message), shown there once. */
  async store({ auth, request, response, session, i18n }: HttpContext) {
    const input = await request.validateUsing(createTokenValidator)
    const { token } = await new AccessTokens().create(auth.getUserOrFail(), {
      name: input.name,
      abilities: input.abilities,
      expiresInDays: input.expires_in_days,
    })
    session.flash('created_token', { name: input.name, token: token.value!.release() })
    session.flash('success', i18n.t('pages.tokens.created'))
    return response.redirect().toRoute('account.tokens')
  }

  async destroy({ auth, params, response, session, i18n }: HttpContext) {
    await new AccessTokens().revoke(auth.getUserOrFail(), params.id)
    session.flash('success', i18n.t('pages.tokens.revoked'))
    return response.redirect().toRoute('account.tokens')
  }
}
