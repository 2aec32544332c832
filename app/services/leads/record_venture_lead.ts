import { withWriteTransaction } from '#services/db/write_transaction'
import { locking, sharing } from '#services/db/locking'
import { upsertLead, type EnquiryInput } from '#services/leads/lead_upsert'
import LeadAnnouncer from '#services/leads/lead_announcer'
import type Venture from '#models/venture'
import type User from '#models/user'

/** The venture page's buttons, or the chat assistant's site visit after the user confirmed ('assistant'). */
export type VentureLeadSource = 'site_visit' | 'venture_contact' | 'assistant'

/**
 * A lead for a venture's developer (issue 14): 'Book Site Visit' on a unit
 * (source site_visit, the unit as the lead's property) or 'Contact Developer'
 * (source venture_contact). One per person, venture, unit and kind a day,
 * like property enquiries (upsertLead). Queues on the venture's row after the
 * users' (lock order). A new lead is announced to the owner once committed.
 */
export default class RecordVentureLead {
  async handle(
    venture: Venture,
    input: EnquiryInput,
    options: { unitId?: number | null; source: VentureLeadSource },
    sender: User | null = null
  ) {
    const result = await withWriteTransaction(async (trx) => {
      const users = sender ? [venture.ownerId, sender.id] : [venture.ownerId]
      await sharing(
        trx,
        trx
          .from('users')
          .whereIn('id', [...new Set(users)])
          .orderBy('id')
          .select('id')
      )
      await locking(trx, trx.from('ventures').where('id', venture.id).select('id')).first()
      const unitId = options.unitId ?? null
      const subject = (leads: Parameters<Parameters<typeof upsertLead>[1]>[0]) => {
        leads.where('venture_id', venture.id).where('source', options.source)
        if (unitId) leads.where('property_id', unitId)
        else leads.whereNull('property_id')
      }
      return upsertLead(trx, subject, input, {
        ownerId: venture.ownerId,
        ventureId: venture.id,
        propertyId: unitId,
        userId: sender?.id ?? null,
        source: options.source,
      })
    })
    if (result.created) await new LeadAnnouncer().announce(result.lead)
    return result
  }
}
