import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Lead from '#models/lead'

/** Repeated enquiries from one person about one listing within this window update one lead. */
export const DEDUPE_WINDOW_HOURS = 24

export type EnquiryInput = { name: string; phone: string; email?: string; message: string }

/**
 * One lead per person and subject a day: the same person (by phone or by
 * e-mail, so changing one of them is not a new person) asking about the same
 * thing (`subject` narrows the leads) within DEDUPE_WINDOW_HOURS updates that
 * lead (newest details and message, a count) instead of creating spam.
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
    existing.merge({
      contactName: input.name,
      contactPhone: input.phone,
      contactEmail: input.email ?? existing.contactEmail,
      message: input.message,
      enquiryCount: existing.enquiryCount + 1,
    })
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
