import type { HttpContext } from '@adonisjs/core/http'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/password_reset'
import PasswordReset from '#services/accounts/password_reset'
import { trustedOrigin } from '#http/origin'

/** "Forgot password?" in the sign-in dialog, and the page its e-mailed link opens (issue 24). */
export default class PasswordResetsController {
  /** The same toast whether or not the e-mail has an account. */
  async store(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await new PasswordReset().request(email, { baseUrl: trustedOrigin(ctx), locale: i18n.locale })
    session.flash('success', i18n.t('auth.reset_link_sent'))
    return response.redirect().back()
  }

  async show({ params, inertia, response }: HttpContext) {
    // The token is in the address: no other site may see it in a Referer.
    response.header('Referrer-Policy', 'no-referrer')
    const token = String(params.token)
    return inertia.render('auth/reset_password', {
      token,
      usable: await new PasswordReset().isUsable(token),
    })
  }

  async update({ request, session, response, i18n }: HttpContext) {
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    await new PasswordReset().reset(token, password)
    session.flash('success', i18n.t('auth.password_reset_done'))
    return response.redirect().toRoute('home')
  }
}
