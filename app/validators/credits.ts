import vine, { SimpleMessagesProvider } from '@vinejs/vine'

/** "90d", "12h", "2w" → a luxon duration object; null when the text is not one. */
export function parseDuration(
  text: string
): { days?: number; hours?: number; weeks?: number } | null {
  const match = /^(\d{1,4})\s*([dhw])$/i.exec(text.trim())
  if (!match) return null
  const value = Number(match[1])
  if (value < 1) return null
  return { d: { days: value }, h: { hours: value }, w: { weeks: value } }[
    match[2].toLowerCase() as 'd' | 'h' | 'w'
  ]
}

/** A text like 90d, 12h or 2w. */
const durationRule = vine.createRule((value, _options, field) => {
  if (!parseDuration(String(value)))
    field.report('--expires-in must look like 90d, 12h or 2w', 'duration', field)
})

/** `node ace credits:grant <email> <credits> --reason --expires-in --reference` (operators, support, promotions). */
export const grantCreditsValidator = vine.create({
  email: vine.string().trim().toLowerCase(),
  credits: vine.number().withoutDecimals().range([1, 100_000]),
  reason: vine
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i)
    .optional(),
  expires_in: vine
    .string()
    .use(durationRule())
    .transform((text) => parseDuration(text)!)
    .optional(),
  reference: vine.string().maxLength(100).optional(),
})

const wholeCredits = 'credits must be a whole number from 1 to 100000'
grantCreditsValidator.messagesProvider = new SimpleMessagesProvider({
  'credits.number': wholeCredits,
  'credits.withoutDecimals': wholeCredits,
  'credits.range': wholeCredits,
  'reason.regex': '--reason must be one word (letters, digits, _ or -)',
  'reference.maxLength': '--reference must be at most 100 characters',
})
