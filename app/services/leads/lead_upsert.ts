import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Lead from '#models/lead'
import LeadMessage from '#models/lead_message'

/** Repeated enquiries from one person about one listing within this window join one lead. */
export const DEDUPE_WINDOW_HOURS = 24
/**
 * Repeat enquiries kept per lead (their messages and contact details); past
 * this only the lead's count grows. The per-listing and per-venture limits
 * (30 an hour) otherwise let one lead's history hold 720 rows a day.
 */
export const LEAD_MESSAGES_MAX = 30

export type EnquiryInput = { name: string; phone: string; email?: string; message: string }

/**
 * One lead per person and subject a day: the same person (by phone or by
 * e-mail, so changing one of them is not a new person) asking about the same
 * thing (`subject` narrows the leads) within DEDUPE_WINDOW_HOURS joins that
 * lead instead of creating spam: its count grows and the enquiry (message,
 * name, phone and e-mail as given) is added to the lead's history
 * (LeadMessage). The lead's contact fields and first message never change:
 * anyone who knows an enquirer's e-mail could otherwise swap in their own
 * phone number (issue 24); the owner sees other details as given in the
 * history instead.
 * Runs inside the caller's transaction, after it took its locks.
 */
export async function upsertLead(
  trx: TransactionClientContract,
  subject: (query: ModelQueryBuilderContract<typeof Lead>) => void,
  input: EnquiryInput,
  attributes: Partial<Lead>
) {
  const since = DateTime.now().minus({ hours: DEDUPE_WINDOW_HOURS })
  const query = Lead.query({ client: trx })
  subject(query)
  const existing = await query
    .where((same) => {
      same.where('contact_phone', input.phone)
      if (input.email) same.orWhere('contact_email', input.email)
    })
    .where('created_at', '>=', since.toSQL({ includeOffset: false })!)
    .first()
  if (existing) {
    if (existing.enquiryCount <= LEAD_MESSAGES_MAX) {
      await LeadMessage.create(
        {
          leadId: existing.id,
          userId: attributes.userId ?? null,
          contactName: input.name,
          contactPhone: input.phone,
          contactEmail: input.email ?? null,
          message: input.message,
        },
        { client: trx }
      )
    }
    existing.enquiryCount += 1
    await existing.useTransaction(trx).save()
    return { lead: existing, created: false }
  }
  const lead = await Lead.create(
    {
      ...attributes,
      contactName: input.name,
      contactPhone: input.phone,
      contactEmail: input.email ?? null,
      message: input.message,
      status: 'new',
      enquiryCount: 1,
    },
    { client: trx }
  )
  return { lead, created: true }
}
