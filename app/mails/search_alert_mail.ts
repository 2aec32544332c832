import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import type User from '#models/user'

/** One saved search's part of an alert: its new matches, where to see them, how to stop. */
export type AlertSection = {
  name: string
  count: number
  items: { title: string; price: string; place: string; link: string }[]
  open: string
  unsubscribe: string
}

/**
 * New matches of saved searches (issue 31), in the account's language: one
 * search's at once for 'instant', every search of a frequency in the daily
 * or weekly digest. Each search has its signed one-click unsubscribe link;
 * the single-search mail also names it in List-Unsubscribe (RFC 2369).
 */
export default class SearchAlertMail extends BaseMail {
  constructor(
    readonly user: Pick<User, 'email' | 'name'>,
    readonly sections: AlertSection[],
    readonly digest: 'instant' | 'daily' | 'weekly',
    readonly locale: string
  ) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(this.locale)
    const subject =
      this.digest === 'instant'
        ? i18n.t('saved_searches.mail.subject_instant', {
            name: this.sections[0].name,
            count: this.sections[0].count,
          })
        : i18n.t(`saved_searches.mail.subject_${this.digest}`, {
            count: this.sections.reduce((sum, section) => sum + section.count, 0),
          })
    const parts = this.sections.map((section) =>
      [
        i18n.t('saved_searches.mail.section', { name: section.name, count: section.count }),
        ...section.items.map(
          (item) => `- ${item.title} · ${item.price} · ${item.place}\n  ${item.link}`
        ),
        i18n.t('saved_searches.mail.open', { link: section.open }),
        i18n.t('saved_searches.mail.unsubscribe', { link: section.unsubscribe }),
      ].join('\n')
    )
    this.message
      .to(this.user.email)
      .subject(subject)
      .text(
        [i18n.t('saved_searches.mail.greeting', { name: this.user.name }), ...parts].join('\n\n')
      )
    if (this.sections.length === 1) {
      this.message.header('List-Unsubscribe', `<${this.sections[0].unsubscribe}>`)
    }
  }
}
