import { DateTime } from 'luxon'
import { withWriteTransaction } from '#services/db/write_transaction'
import { locking, sharing } from '#services/db/locking'
import Lead from '#models/lead'
import type Property from '#models/property'
import type User from '#models/user'

export type EnquiryInput = { name: string; phone: string; email?: string; message: string }

/** Repeated enquiries from one person about one listing within this window update one lead. */
export const DEDUPE_WINDOW_HOURS = 24

/**
 * Turns a visitor's enquiry into a lead for the listing's owner. The same
 * person asking about the same listing again within a day — recognised by
 * phone number or by e-mail, so changing one of them is not a new person —
 * updates that lead (newest details and message, a count) instead of
 * creating spam.
 *
 * Enquiries about one listing queue on the listing's row (the lock order of
 * `withWriteTransaction`: first the users the lead refers to, shared, then the
 * listing), so a double click makes one lead. Not a locking read of the lead:
 * where it does not exist yet that is a gap lock, and two of them deadlock on
 * their inserts.
 */
export default class RecordEnquiry {
  async handle(property: Property, input: EnquiryInput, sender: User | null = null) {
    return withWriteTransaction(async (trx) => {
      const users = sender ? [property.ownerId, sender.id] : [property.ownerId]
      await sharing(trx, trx.from('users').whereIn('id', users).orderBy('id').select('id'))
      await locking(trx, trx.from('properties').where('id', property.id).select('id')).first()

      const since = DateTime.now().minus({ hours: DEDUPE_WINDOW_HOURS })
      const existing = await Lead.query({ client: trx })
        .where('property_id', property.id)
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
          ownerId: property.ownerId,
          propertyId: property.id,
          userId: sender?.id ?? null,
          contactName: input.name,
          contactPhone: input.phone,
          contactEmail: input.email ?? null,
          message: input.message,
          status: 'new',
          source: 'property_contact',
          enquiryCount: 1,
        },
        { client: trx }
      )
      return { lead, created: true }
    })
  }
}
