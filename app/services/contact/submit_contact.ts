import db from '@adonisjs/lucid/services/db'
import ContactSubmission from '#models/contact_submission'
import Lead from '#models/lead'
import type User from '#models/user'
import { newReferenceId } from '#services/contact/reference_id'
import {
  HONEYPOT_FIELD,
  type Budget,
  type ContactPropertyType,
  type InquiryType,
  type PreferredContact,
} from '#rules/contact_rules'
import { FieldError } from '#exceptions/field_error'

export type ContactInput = {
  name: string
  email: string
  phone?: string
  subject: string
  inquiry_type?: InquiryType
  property_type?: ContactPropertyType
  location?: string
  budget?: Budget
  message: string
  preferred_contact?: PreferredContact
  [HONEYPOT_FIELD]?: unknown
}

const REFERENCE_ATTEMPTS = 5

/**
 * Stores a Contact Us message (001 §3) and answers its reference id. A
 * property inquiry also becomes a lead of the marketplace (no owner, source
 * 'contact_form'), which admins work on.
 *
 * The honeypot: a form whose hidden field is filled was sent by a script;
 * it is refused (422, the form's general failure) and nothing is stored.
 */
export default class SubmitContact {
  async handle(input: ContactInput, context: { user: User | null; locale: string }) {
    if (isFilled(input[HONEYPOT_FIELD])) throw new FieldError('form', 'contact.failed', 'honeypot')
    const inquiryType = input.inquiry_type ?? 'general'
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (trx) => {
          const lead =
            inquiryType === 'property'
              ? await Lead.create(
                  {
                    ownerId: null,
                    userId: context.user?.id ?? null,
                    contactName: input.name,
                    contactPhone: input.phone ?? '',
                    contactEmail: input.email,
                    message: leadMessage(input),
                    status: 'new',
                    source: 'contact_form',
                    enquiryCount: 1,
                  },
                  { client: trx }
                )
              : null
          return ContactSubmission.create(
            {
              referenceId: newReferenceId(),
              userId: context.user?.id ?? null,
              leadId: lead?.id ?? null,
              name: input.name,
              email: input.email,
              phone: input.phone ?? null,
              subject: input.subject,
              inquiryType,
              propertyType: input.property_type ?? null,
              location: input.location ?? null,
              budget: input.budget ?? null,
              message: input.message,
              preferredContact: input.preferred_contact ?? 'email',
              locale: context.locale,
            },
            { client: trx }
          )
        })
      } catch (error) {
        // Two references alike (1 in 10^12): draw again.
        if (attempt >= REFERENCE_ATTEMPTS || !isUniqueViolation(error)) throw error
      }
    }
  }
}

function isFilled(value: unknown) {
  return value !== undefined && value !== null && String(value).trim() !== ''
}

/** The lead carries what an agent needs to call back: the subject, the wish and the message. */
function leadMessage(input: ContactInput) {
  const wish = [input.property_type, input.location, input.budget].filter(Boolean).join(' · ')
  return [input.subject, wish, input.message].filter(Boolean).join('\n\n')
}

function isUniqueViolation(error: unknown) {
  const code = (error as { code?: string }).code
  return (
    code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT'
  )
}
