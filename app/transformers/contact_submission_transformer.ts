import type ContactSubmission from '#models/contact_submission'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { dateTime, int, nullable, object, str } from '#transformers/schemas/json_schema'

/** A Contact Us message as admins read it (GET /api/admin/contact-submissions). */
export default class ContactSubmissionTransformer extends BaseTransformer<ContactSubmission> {
  toObject() {
    const s = this.resource
    return {
      id: s.id,
      reference_id: s.referenceId,
      name: s.name,
      email: s.email,
      phone: s.phone,
      subject: s.subject,
      inquiry_type: s.inquiryType,
      property_type: s.propertyType,
      location: s.location,
      budget: s.budget,
      message: s.message,
      preferred_contact: s.preferredContact,
      locale: s.locale,
      lead_id: s.leadId,
      user_id: s.userId,
      created_at: s.createdAt.toISO(),
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const contactSubmissionSchemas = {
  ContactSubmission: object({
    id: int,
    reference_id: str,
    name: str,
    email: str,
    phone: nullable(str),
    subject: str,
    inquiry_type: str,
    property_type: nullable(str),
    location: nullable(str),
    budget: nullable(str),
    message: str,
    preferred_contact: str,
    locale: str,
    lead_id: nullable(int),
    user_id: nullable(int),
    created_at: dateTime,
  }),
}
