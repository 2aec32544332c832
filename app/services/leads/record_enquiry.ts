import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Lead from '#models/lead'
import type Property from '#models/property'
import type User from '#models/user'

export type EnquiryInput = { name: string; phone: string; email?: string; message: string }

/** Repeated enquiries from one person about one listing within this window update one lead. */
export const DEDUPE_WINDOW_HOURS = 24

/**
 * Turns a visitor's enquiry into a lead for the listing's owner. The same
 * phone number asking about the same listing again within a day updates that
 * lead (newest message, a count) instead of creating spam.
 */
export default class RecordEnquiry {
  async handle(property: Property, input: EnquiryInput, sender: User | null = null) {
    return db.transaction(async (trx) => {
      const since = DateTime.now().minus({ hours: DEDUPE_WINDOW_HOURS })
      const existing = await Lead.query({ client: trx })
        .where('property_id', property.id)
        .where('contact_phone', input.phone)
        .where('created_at', '>=', since.toSQL({ includeOffset: false })!)
        // SQLite serialises writers anyway; MySQL needs the row lock.
        .if(trx.dialect.name === 'mysql', (q) => q.forUpdate())
        .first()

      if (existing) {
        existing.merge({
          contactName: input.name,
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
