import type { HttpContext } from '@adonisjs/core/http'
import i18nManager from '@adonisjs/i18n/services/main'
import { errors } from '@vinejs/vine'
import { CHAT_MESSAGE_MAX, chatMessageValidator } from '#validators/chat'
import { configuredAssistant } from '#services/assistant/drivers'
import { apiSerializer } from '#transformers/api_serializer'
import ChatAnswerTransformer from '#transformers/chat_answer_transformer'

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
    })
    return apiSerializer.serialize(ChatAnswerTransformer.transform(answer))
  }

  #detail(ctx: HttpContext, message: { field: string; rule: string }): string {
    if (message.field !== 'message')
      return ctx.i18n.t('assistant.errors.invalid', { field: message.field })
    if (message.rule === 'maxLength')
      return ctx.i18n.t('assistant.errors.too_long', { max: CHAT_MESSAGE_MAX })
    return ctx.i18n.t('assistant.errors.blank')
  }
}
