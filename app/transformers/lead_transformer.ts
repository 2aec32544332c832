import type Lead from '#models/lead'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class LeadTransformer extends BaseTransformer<Lead> {
  toObject() {
    const lead = this.resource
    return {
      id: lead.id,
      property_id: lead.propertyId,
      contact_name: lead.contactName,
      contact_phone: lead.contactPhone,
      contact_email: lead.contactEmail,
      message: lead.message,
      status: lead.status,
      enquiry_count: lead.enquiryCount,
      created_at: lead.createdAt.toISO(),
    }
  }
}
