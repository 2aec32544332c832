import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#models/user'

/** The "Forgot password?" message: the reset link, valid one hour, in the account's language. */
export default class PasswordResetMail extends BaseMail {
  constructor(
    readonly user: Pick<User, 'email' | 'name'>,
    readonly link: string,
    readonly minutes: number,
    readonly locale: string
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const values = { name: this.user.name, link: this.link, minutes: this.minutes }
    this.message
      .to(this.user.email)
      .subject(i18n.t('auth.reset_mail_subject'))
      .text(i18n.t('auth.reset_mail_body', values))
  }
}
