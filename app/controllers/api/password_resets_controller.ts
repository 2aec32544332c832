import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/password_reset'
import PasswordReset from '#services/accounts/password_reset'
import { trustedOrigin } from '#http/origin'

/** POST /api/auth/forgot-password and /api/auth/reset-password (issue 24). */
export default class PasswordResetsController {
  /** 202 whether or not the e-mail has an account. */
  async forgot(ctx: HttpContext) {
    const { request, response, i18n } = ctx
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await new PasswordReset().request(email, { baseUrl: trustedOrigin(ctx), locale: i18n.locale })
    return response.accepted({ detail: i18n.t('auth.reset_link_sent') })
  }

  async reset({ request, i18n }: HttpContext) {
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    await new PasswordReset().reset(token, password)
    return { detail: i18n.t('auth.password_reset_done') }
  }
}
