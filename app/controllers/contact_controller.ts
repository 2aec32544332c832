import type { HttpContext } from '@adonisjs/core/http'
import contactConfig from '#config/contact'
import SubmitContact from '#services/contact/submit_contact'
import { contactMessages, contactValidator } from '#validators/contact'

/** The flash key that carries a sent message's reference id back to the page. */
const SENT = 'contact_reference'

/**
 * Contact Us (001 §2): the page, its own form post (session, CSRF), and
 * POST /api/contact/submit for other clients; one use case behind both.
 */
export default class ContactController {
  async show({ inertia, session }: HttpContext) {
    const reference = session.flashMessages.get(SENT) as string | undefined
    return inertia.render('contact/index', {
      channels: {
        email: contactConfig.email,
        phone: contactConfig.phone,
        whatsapp: contactConfig.whatsapp,
      },
      offices: contactConfig.offices,
      responseHours: contactConfig.responseHours,
      sent: reference ?? null,
    })
  }

  /** POST /contact-us: back to the page's success panel with the reference id. */
  async store(ctx: HttpContext) {
    const { response, session, i18n } = ctx
    const submission = await this.#submit(ctx)
    session.flash(SENT, submission.referenceId)
    session.flash('success', i18n.t('contact.success_toast', { reference: submission.referenceId }))
    return response.redirect().toRoute('contact_us')
  }

  /** POST /api/contact/submit → {status: 'success', reference_id} (001 §7). */
  async submit(ctx: HttpContext) {
    const submission = await this.#submit(ctx)
    return ctx.response
      .status(201)
      .send({ status: 'success', reference_id: submission.referenceId })
  }

  async #submit({ request, auth, i18n }: HttpContext) {
    const input = await request.validateUsing(contactValidator, {
      messagesProvider: contactMessages(i18n),
    })
    return new SubmitContact().handle(input, { user: auth.user ?? null, locale: i18n.locale })
  }
}
