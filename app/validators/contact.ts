import { emptyAsMissing, isRecord, slugOf } from '#validators/rules/spec_shapes'
import vine from '@vinejs/vine'
import { CONTACT_CHOICES, CONTACT_LIMITS, HONEYPOT_FIELD, isPhoneLike } from '#rules/contact_rules'

/** 7 to 15 digits with the usual separators (the page checks the same: contactProblems). */
const phoneLike = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isPhoneLike(value)) field.report('', 'regex', field)
})

/**
 * The Contact Us form (001 §5 Contact form). Messages live in
 * resources/lang/<locale>/contact.json under `validation.messages`
 * (use it with `contactMessages(i18n)`).
 */
const contactFields = {
  name: vine.string().trim().minLength(1).maxLength(CONTACT_LIMITS.name),
  email: vine
    .string()
    .trim()
    .toLowerCase()
    .minLength(1)
    .maxLength(CONTACT_LIMITS.email)
    .regex(/^[^\s@]+@[^\s@]+$/),
  phone: vine
    .string()
    .trim()
    .maxLength(CONTACT_LIMITS.phone)
    .use(phoneLike())
    .optional()
    .requiredWhen('preferred_contact', 'in', ['phone', 'whatsapp']),
  subject: vine.string().trim().minLength(1).maxLength(CONTACT_LIMITS.subject),
  /** general when not given (an /api client may leave it out). */
  inquiry_type: vine.enum(CONTACT_CHOICES.inquiry_type).optional(),
  property_type: vine
    .enum(CONTACT_CHOICES.property_type)
    .optional()
    .requiredWhen('inquiry_type', '=', 'property'),
  location: vine.string().trim().maxLength(CONTACT_LIMITS.location).optional(),
  budget: vine.enum(CONTACT_CHOICES.budget).optional(),
  message: vine.string().trim().minLength(1).maxLength(CONTACT_LIMITS.message),
  /** email when not given. */
  preferred_contact: vine.enum(CONTACT_CHOICES.preferred_contact).optional(),
  /** The honeypot (hidden from people): anything in it refuses the form (SubmitContact). */
  [HONEYPOT_FIELD]: vine.any().optional(),
}

const CHOICE_FIELDS = ['inquiry_type', 'property_type', 'preferred_contact'] as const

/**
 * The form as the spec's client sends it (001 §3): choices by value or label ('General',
 * 'WhatsApp'), untouched optional fields blank. Labels become values; blanks are not given.
 */
function contactBody(body: unknown) {
  if (!isRecord(body)) return body
  const shaped: Record<string, unknown> = { ...body }
  for (const field of ['phone', 'location', 'budget', ...CHOICE_FIELDS] as const)
    shaped[field] = emptyAsMissing(body[field])
  for (const field of CHOICE_FIELDS) {
    const value = shaped[field]
    if (typeof value === 'string' && value.trim()) shaped[field] = choiceOf(value)
  }
  return shaped
}

/** A choice's value from any spelling of it (these choices are single lower-case words). */
const choiceOf = (value: string) => (slugOf(value) === 'farm_land' ? 'farmland' : slugOf(value))

export const contactValidator = vine.create(vine.object(contactFields).parse(contactBody))

/** The contact namespace's messages for the validator (`contact.validation.messages.<field>.<rule>`). */
export function contactMessages(i18n: { createMessagesProvider: (prefix: string) => any }) {
  return i18n.createMessagesProvider('contact.validation')
}

/** ?page=N of GET /api/admin/contact-submissions. */
export const contactSubmissionsPageValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})
