import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#models/user'

/** What the owner is told of a new lead: what it is about, who asked (the name only) and where to answer it. */
export type NewLeadNotice = {
  subject: string
  enquirer: string
  source: string
  link: string
}

/**
 * "You have a new enquiry" (issue 27), in the owner's language. The buyer's
 * phone and e-mail stay on the dashboard, behind the owner's sign-in: a mail
 * is forwarded and stored where the marketplace cannot take it back.
 */
export default class NewLeadMail extends BaseMail {
  constructor(
    readonly owner: Pick<User, 'email' | 'name'>,
    readonly notice: NewLeadNotice,
    readonly locale: string
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const values = {
      name: this.owner.name,
      subject: this.notice.subject,
      enquirer: this.notice.enquirer,
      kind: i18n.t(`dashboard.source.${this.notice.source}`),
      link: this.notice.link,
    }
    this.message
      .to(this.owner.email)
      .subject(i18n.t('dashboard.mail.subject', values))
      .text(i18n.t('dashboard.mail.body', values))
  }
}
