import type Lead from '#models/lead'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { sourceFilterOf } from '#rules/lead_sources'
import * as s from '#transformers/schemas/json_schema'

/** What a lead is about, for the dashboard's link: a listing, a venture (and its unit), or nothing (the contact form). */
export type LeadSubject =
  | { kind: 'property'; id: number; title: string }
  | { kind: 'venture'; id: number; title: string; unit_number: string | null }
  | { kind: 'removed' }
  | null

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

  /**
   * A lead on the dashboard (issue 16), for its owner or an admin only: the
   * contact details they need to call back, where it came from, what it is
   * about, its status history and its repeat enquiries (oldest first;
   * `new_contact` when one gave a name, phone or e-mail other than the
   * lead's, which never change). Needs `property`, `venture`, `messages` and
   * `statusChanges.changedBy` preloaded.
   */
  forDashboard() {
    const lead = this.resource
    return {
      ...this.toObject(),
      venture_id: lead.ventureId,
      owner_id: lead.ownerId,
      source: lead.source,
      source_filter: sourceFilterOf(lead.source),
      subject: subjectOf(lead),
      history: lead.statusChanges.map((change) => ({
        id: change.id,
        from: change.fromStatus,
        to: change.toStatus,
        changed_by: change.changedBy
          ? { id: change.changedBy.id, name: change.changedBy.name }
          : null,
        changed_at: change.createdAt.toISO(),
      })),
      messages: lead.messages.map((entry) => ({
        id: entry.id,
        message: entry.message,
        contact_name: entry.contactName,
        contact_phone: entry.contactPhone,
        contact_email: entry.contactEmail,
        new_contact:
          entry.contactName !== lead.contactName ||
          entry.contactPhone !== lead.contactPhone ||
          (entry.contactEmail !== null && entry.contactEmail !== lead.contactEmail),
        received_at: entry.createdAt.toISO(),
      })),
    }
  }
}

/** What the lead is about; needs `property` and `venture` preloaded. */
function subjectOf(lead: Lead): LeadSubject {
  const { propertyId, ventureId, property, venture } = lead
  if (ventureId) {
    if (!venture || venture.deletedAt) return { kind: 'removed' }
    const unit = property && !property.deletedAt ? property.unitNumber : null
    return { kind: 'venture', id: venture.id, title: venture.name, unit_number: unit }
  }
  if (propertyId) {
    if (!property || property.deletedAt) return { kind: 'removed' }
    return { kind: 'property', id: property.id, title: property.title }
  }
  // The contact form and the assistant are about no listing; other leads without one lost it (deleted outright, SET NULL).
  return ['contact_form', 'assistant'].includes(lead.source) ? null : { kind: 'removed' }
}

const lead = s.object({
  id: s.int,
  property_id: s.nullable(s.int),
  contact_name: s.str,
  contact_phone: s.str,
  contact_email: s.nullable(s.str),
  message: s.str,
  status: s.str,
  enquiry_count: s.int,
  created_at: s.dateTime,
})
const subject = s.object({
  kind: s.oneOfStrings(['property', 'venture', 'removed']),
  id: s.int,
  title: s.str,
  unit_number: s.nullable(s.str),
})

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const leadSchemas = {
  DashboardLead: s.extend(lead, {
    venture_id: s.nullable(s.int),
    owner_id: s.nullable(s.int),
    source: s.str,
    source_filter: s.nullable(s.str),
    /** null for the contact form and the assistant; `{kind: 'removed'}` when the listing is gone. */
    subject: s.nullable({ ...subject, required: ['kind'] }),
    history: s.arrayOf(
      s.object({
        id: s.int,
        from: s.str,
        to: s.str,
        changed_by: s.nullable(s.object({ id: s.int, name: s.str })),
        changed_at: s.dateTime,
      })
    ),
    messages: s.arrayOf(
      s.object({
        id: s.int,
        message: s.str,
        contact_name: s.str,
        contact_phone: s.str,
        contact_email: s.nullable(s.str),
        new_contact: s.bool,
        received_at: s.dateTime,
      })
    ),
  }),
}
