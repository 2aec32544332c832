/**
 * The Contact Us form (001 §3 Contact submission, §5 Contact form): its
 * choices and its rules, shared by the page (each problem its own toast
 * before sending) and the server (app/validators/contact.ts enforces the same).
 */
/** The form's choice fields with their options, by field name: the page's selects and the validator's enums. */
export const CONTACT_CHOICES = {
  inquiry_type: ['general', 'property', 'venture', 'support', 'partnership', 'agent'],
  property_type: ['apartment', 'villa', 'plot', 'commercial', 'farmland', 'warehouse'],
  budget: ['0-25L', '25L-50L', '50L-1Cr', '1Cr-2Cr', '2Cr-5Cr', '5Cr+'],
  preferred_contact: ['email', 'phone', 'whatsapp'],
} as const

export type InquiryType = (typeof CONTACT_CHOICES.inquiry_type)[number]
export type ContactPropertyType = (typeof CONTACT_CHOICES.property_type)[number]
export type Budget = (typeof CONTACT_CHOICES.budget)[number]
export type PreferredContact = (typeof CONTACT_CHOICES.preferred_contact)[number]

export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  subject: 200,
  location: 200,
  message: 5000,
} as const

/** The honeypot: a field people never see or fill; a form that arrives with it filled is refused. */
export const HONEYPOT_FIELD = 'website'

/** Phone when given: digits with the usual separators, 7 to 15 digits. */
export const PHONE_PATTERN = /^\+?[\d\s().-]{7,24}$/

export type ContactFields = {
  name: string
  email: string
  phone: string
  subject: string
  inquiry_type: string
  property_type: string
  location: string
  budget: string
  message: string
  preferred_contact: string
}

/** One problem: the field and the key of its message under `contact.validation.messages`. */
export type ContactProblem = { field: keyof ContactFields; key: string }

function digits(value: string) {
  return value.replace(/\D/g, '').length
}

export function isPhoneLike(value: string) {
  return PHONE_PATTERN.test(value) && digits(value) >= 7 && digits(value) <= 15
}

/** The problems of a filled form, in the order of the form (001 §5). */
export function contactProblems(data: ContactFields): ContactProblem[] {
  const problems: ContactProblem[] = []
  if (!data.name.trim()) problems.push({ field: 'name', key: 'name.required' })
  if (!data.email.trim() || !data.email.includes('@'))
    problems.push({ field: 'email', key: 'email.email' })
  const phone = data.phone.trim()
  if (phone && !isPhoneLike(phone)) problems.push({ field: 'phone', key: 'phone.regex' })
  if (!phone && data.preferred_contact !== 'email')
    problems.push({ field: 'phone', key: 'phone.required' })
  if (!data.subject.trim()) problems.push({ field: 'subject', key: 'subject.required' })
  if (data.inquiry_type === 'property' && !data.property_type)
    problems.push({ field: 'property_type', key: 'property_type.required' })
  if (!data.message.trim()) problems.push({ field: 'message', key: 'message.required' })
  return problems
}
