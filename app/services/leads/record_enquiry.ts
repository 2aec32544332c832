import { withWriteTransaction } from '#services/db/write_transaction'
import { locking, sharing } from '#services/db/locking'
import { upsertLead, type EnquiryInput } from '#services/leads/lead_upsert'
import LeadAnnouncer from '#services/leads/lead_announcer'
import type Property from '#models/property'
import type User from '#models/user'

export { DEDUPE_WINDOW_HOURS, type EnquiryInput } from '#services/leads/lead_upsert'

/**
 * Turns a visitor's enquiry into a lead for the listing's owner, one per
 * person and listing a day (upsertLead).
 *
 * Enquiries about one listing queue on the listing's row (the lock order of
 * `withWriteTransaction`: first the users the lead refers to, shared, then the
 * listing), so a double click makes one lead. Not a locking read of the lead:
 * where it does not exist yet that is a gap lock, and two of them deadlock on
 * their inserts. A new lead is announced to the owner once committed.
 */
export default class RecordEnquiry {
  /** source: the contact card's form ('property_contact') or the chat assistant after the user confirmed ('assistant'). */
  async handle(
    property: Property,
    input: EnquiryInput,
    sender: User | null = null,
    source: 'property_contact' | 'assistant' = 'property_contact'
  ) {
    const result = await withWriteTransaction(async (trx) => {
      const users = sender ? [property.ownerId, sender.id] : [property.ownerId]
      await sharing(trx, trx.from('users').whereIn('id', users).orderBy('id').select('id'))
      await locking(trx, trx.from('properties').where('id', property.id).select('id')).first()
      return upsertLead(trx, (leads) => leads.where('property_id', property.id), input, {
        ownerId: property.ownerId,
        propertyId: property.id,
        userId: sender?.id ?? null,
        source,
      })
    })
    if (result.created) await new LeadAnnouncer().announce(result.lead)
    return result
  }
}
