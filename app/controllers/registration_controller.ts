import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#validators/auth'
import RegisterUser from '#services/accounts/register_user'

/** Browser registration through the auth dialog. */
export default class RegistrationController {
  async store({ request, auth, session, response, i18n }: HttpContext) {
    const input = await request.validateUsing(registerValidator)
    const user = await new RegisterUser().handle(input, { locale: i18n.locale })
    await auth.use('web').login(user)
    session.flash('success', i18n.t('auth.registration_success'))
    return response.redirect().back()
  }
}
