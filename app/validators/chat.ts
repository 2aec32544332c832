import vine from '@vinejs/vine'
import { COUNTRY_CODES, LANGUAGES } from '#rules/countries'
import { CHIP_KEYS } from '#services/assistant/interpreter'
import { CHAT_MESSAGE_MAX, CHAT_RESULTS_SHOWN } from '#rules/chat_rules'

export { CHAT_MESSAGE_MAX }

/**
 * POST /chat/send and /api/chat/send: the message (000 §5: non-blank),
 * optional country, language, removed chips and the listings the previous
 * answer showed (`shown`: its list and the cards' ids in order).
 */
export const chatMessageValidator = vine.create({
  message: vine.string().trim().minLength(1).maxLength(CHAT_MESSAGE_MAX),
  country: vine.enum(COUNTRY_CODES).optional(),
  language: vine.enum(Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]).optional(),
  without: vine.array(vine.enum(CHIP_KEYS)).maxLength(CHIP_KEYS.length).distinct().optional(),
  shown: vine
    .object({
      kind: vine.enum(['properties', 'ventures'] as const),
      ids: vine
        .array(vine.number().withoutDecimals().min(1))
        .minLength(1)
        .maxLength(CHAT_RESULTS_SHOWN),
    })
    .optional(),
})
