import User from '#models/user'
import type { HttpContext } from '@adonisjs/core/http'
import { loginValidator } from '#validators/auth'
import SessionRevocation from '#services/accounts/session_revocation'
import LoginGuard from '#services/accounts/login_guard'

/** Browser sign-in and sign-out through the auth dialog (session guard). */
export default class SessionController {
  /** A wrong e-mail or password is the form's `credentials` error (InvalidCredentialsError). */
  async store({ request, auth, session, response, i18n }: HttpContext) {
    const { email, password } = await request.validateUsing(loginValidator)
    const user = await new LoginGuard(email, request.ip()).attempt(() =>
      User.verifyCredentials(email, password)
    )
    await auth.use('web').login(user)
    session.flash('success', i18n.t('auth.login_success'))
    return response.redirect().back()
  }

  async destroy({ auth, session, response, i18n }: HttpContext) {
    await auth.use('web').logout()
    session.flash('success', i18n.t('auth.logout_success'))
    return response.redirect().toRoute('home')
  }

  /** "Sign out everywhere": every web session (this one included) and every /api token of the account end. */
  async destroyEverywhere({ auth, session, response, i18n }: HttpContext) {
    await new SessionRevocation().endAll(auth.use('web').getUserOrFail())
    await auth.use('web').logout()
    session.flash('success', i18n.t('auth.signed_out_everywhere'))
    return response.redirect().toRoute('home')
  }
}
