import { DateTime } from 'luxon'
import { withWriteTransaction } from '#services/db/write_transaction'
import { locking, sharing } from '#services/db/locking'
import Lead from '#models/lead'
import type Venture from '#models/venture'
import type User from '#models/user'
import { DEDUPE_WINDOW_HOURS, type EnquiryInput } from '#services/leads/record_enquiry'

export type VentureLeadSource = 'site_visit' | 'venture_contact'

/**
 * A lead for a venture's developer (issue 14): 'Book Site Visit' on a unit
 * (source site_visit, the unit as the lead's property) or 'Contact Developer'
 * (source venture_contact). Deduplicated like property enquiries: the same
 * person (phone or e-mail) about the same venture and unit within a day
 * updates one lead. Queues on the venture's row after the users' (lock order).
 */
export default class RecordVentureLead {
  async handle(venture: Venture, input: EnquiryInput, options: { unitId?: number | null; source: VentureLeadSource }, sender: User | null = null) {
    return withWriteTransaction(async (trx) => {
      const users = sender ? [venture.ownerId, sender.id] : [venture.ownerId]
      await sharing(trx, trx.from('users').whereIn('id', [...new Set(users)]).orderBy('id').select('id'))
      await locking(trx, trx.from('ventures').where('id', venture.id).select('id')).first()

      const unitId = options.unitId ?? null
      const since = DateTime.now().minus({ hours: DEDUPE_WINDOW_HOURS })
      const existing = await Lead.query({ client: trx })
        .where('venture_id', venture.id)
        .where('source', options.source)
        .where((same) => (unitId ? same.where('property_id', unitId) : same.whereNull('property_id')))
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
          ownerId: venture.ownerId,
          ventureId: venture.id,
          propertyId: unitId,
          userId: sender?.id ?? null,
          contactName: input.name,
          contactPhone: input.phone,
          contactEmail: input.email ?? null,
          message: input.message,
          status: 'new',
          source: options.source,
          enquiryCount: 1,
        },
        { client: trx }
      )
      return { lead, created: true }
    })
  }
}
