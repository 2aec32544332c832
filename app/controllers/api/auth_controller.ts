import User from '#models/user'
import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator, registerValidator } from '#validators/auth'
import RegisterUser from '#services/accounts/register_user'
import UserTransformer from '#transformers/user_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import LoginGuard from '#services/accounts/login_guard'
import AccessTokens from '#services/accounts/access_tokens'

/** /api/auth for external clients: Bearer access tokens (000 §7). */
export default class AuthController {
  async register({ request, response, i18n }: HttpContext) {
    const input = await request.validateUsing(registerValidator)
    const user = await new RegisterUser().handle(input, { locale: i18n.locale })
    const token = await new AccessTokens().signIn(user)
    response.status(201)
    return apiSerializer.serialize({
      token: token.value!.release(),
      user: UserTransformer.transform(user),
    })
  }

  async login({ request }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await new LoginGuard(email, request.ip()).attempt(() =>
      User.verifyCredentials(email, password)
    )
    const token = await new AccessTokens().signIn(user)
    return apiSerializer.serialize({
      token: token.value!.release(),
      user: UserTransformer.transform(user),
    })
  }

  async me({ auth }: HttpContext) {
    return apiSerializer.serialize(UserTransformer.transform(auth.getUserOrFail()))
  }

  /** Revokes the token the request was made with. */
  async logout({ auth, response }: HttpContext) {
    const user = auth.use('api').getUserOrFail()
    await User.accessTokens.delete(user, user.currentAccessToken.identifier)
    return response.noContent()
  }
}
