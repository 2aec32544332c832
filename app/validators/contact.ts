import vine from '@vinejs/vine'
import {
  BUDGETS,
  CONTACT_LIMITS,
  CONTACT_PROPERTY_TYPES,
  HONEYPOT_FIELD,
  INQUIRY_TYPES,
  PREFERRED_CONTACTS,
  isPhoneLike,
} from '#rules/contact_rules'
import { emptyAsMissing, optionOf } from '#validators/rules/spec_shapes'

/** 7 to 15 digits with the usual separators (the page checks the same: contactProblems). */
const phoneLike = vine.createRule((value, _options, field) => {
  if (typeof value === 'string' && !isPhoneLike(value)) field.report('', 'regex', field)
})

/**
 * The Contact Us form (001 §5 Contact form). Messages live in
 * resources/lang/<locale>/contact.json under `validation.messages`
 * (use it with `contactMessages(i18n)`).
 */
export const contactValidator = vine.create({
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
    .parse(emptyAsMissing)
    .trim()
    .maxLength(CONTACT_LIMITS.phone)
    .use(phoneLike())
    .optional()
    .requiredWhen('preferred_contact', 'in', ['phone', 'whatsapp']),
  subject: vine.string().trim().minLength(1).maxLength(CONTACT_LIMITS.subject),
  /** general when not given (an /api client may leave it out). */
  inquiry_type: vine.enum(INQUIRY_TYPES).parse(optionOf(INQUIRY_TYPES)).optional(),
  property_type: vine
    .enum(CONTACT_PROPERTY_TYPES)
    .parse(optionOf(CONTACT_PROPERTY_TYPES, { farm_land: 'farmland' }))
    .optional()
    .requiredWhen('inquiry_type', '=', 'property'),
  location: vine
    .string()
    .parse(emptyAsMissing)
    .trim()
    .maxLength(CONTACT_LIMITS.location)
    .optional(),
  budget: vine.enum(BUDGETS).parse(optionOf(BUDGETS)).optional(),
  message: vine.string().trim().minLength(1).maxLength(CONTACT_LIMITS.message),
  /** email when not given. */
  preferred_contact: vine.enum(PREFERRED_CONTACTS).parse(optionOf(PREFERRED_CONTACTS)).optional(),
  /** The honeypot (hidden from people): anything in it refuses the form (SubmitContact). */
  [HONEYPOT_FIELD]: vine.any().optional(),
})

/** The contact namespace's messages for the validator (`contact.validation.messages.<field>.<rule>`). */
export function contactMessages(i18n: { createMessagesProvider: (prefix: string) => any }) {
  return i18n.createMessagesProvider('contact.validation')
}

/** ?page=N of GET /api/admin/contact-submissions. */
export const contactSubmissionsPageValidator = vine.create({
  page: vine.number().withoutDecimals().min(1).max(100_000).optional(),
})
