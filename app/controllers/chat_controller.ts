import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { errors } from '@vinejs/vine'
import { CHAT_MESSAGE_MAX, chatMessageValidator } from '#validators/chat'
import { configuredAssistant } from '#services/assistant/drivers'
import { apiSerializer } from '#transformers/api_serializer'
import ChatAnswerTransformer from '#transformers/chat_answer_transformer'
import { chatContactValidator } from '#validators/chat_contact'
import AssistantContactOwner from '#services/assistant/contact_owner'
import AssistantSiteVisit from '#services/assistant/site_visit'

/**
 * The chat assistant (000 §2, §7 POST /chat/send): the page's panel posts to
 * /chat/send with the session, token clients to /api/chat/send. Both answer
 * `{response, filters, results, search_url}` (plus the chips, total and links
 * the panel shows), and 422 `{detail}` for a blank or too long message.
 */
export default class ChatController {
  async send(ctx: HttpContext) {
    const { request, response, market } = ctx
    const [error, input] = await chatMessageValidator.tryValidate(request.body())
    if (error) {
      if (!(error instanceof errors.E_VALIDATION_ERROR)) throw error
      return response.unprocessableEntity({ detail: this.#detail(ctx, error.messages[0]) })
    }
    const i18n = input.language ? i18nManager.locale(input.language) : ctx.i18n
    const answer = await configuredAssistant().answer({
      message: input.message,
      country: input.country ?? market.country.code,
      i18n,
      without: input.without,
      shown: input.shown,
      signedIn: Boolean(ctx.auth.user),
    })
    return apiSerializer.serialize(ChatAnswerTransformer.transform(answer))
  }

  /**
   * The panel's confirm step: after the user confirmed the assistant's
   * proposal, the listing's owner gets a lead (source "assistant"). Anonymous
   * users are asked to sign in; nothing is sent without `confirmed`.
   */
  async contact({ params, request, response, auth, i18n }: HttpContext) {
    if (!auth.user) return response.unauthorized({ detail: i18n.t('assistant.contact.sign_in') })
    await request.validateUsing(chatContactValidator)
    const { property } = await new AssistantContactOwner().handle(auth.user, params.id, (title) =>
      i18n.t('assistant.contact.message', { title })
    )
    return { response: i18n.t('assistant.contact.sent', { title: property.title }) }
  }

  /**
   * The same confirm step for a venture the assistant showed: a site visit
   * for its builder (the venture page's use case, source "assistant").
   */
  async siteVisit({ params, request, response, auth, i18n }: HttpContext) {
    if (!auth.user) return response.unauthorized({ detail: i18n.t('assistant.visit.sign_in') })
    await request.validateUsing(chatContactValidator)
    const { venture } = await new AssistantSiteVisit().handle(auth.user, params.id, (name) =>
      i18n.t('assistant.visit.message', { title: name })
    )
    return { response: i18n.t('assistant.visit.sent', { title: venture.name }) }
  }

  #detail(ctx: HttpContext, message: { field: string; rule: string }): string {
    if (message.field !== 'message')
      return ctx.i18n.t('assistant.errors.invalid', { field: message.field })
    if (message.rule === 'maxLength')
      return ctx.i18n.t('assistant.errors.too_long', { max: CHAT_MESSAGE_MAX })
    return ctx.i18n.t('assistant.errors.blank')
  }
}
