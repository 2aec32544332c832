import type Lead from '#models/lead'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { sourceFilterOf } from '#rules/lead_sources'
import {
  arrayOf,
  bool,
  dateTime,
  extend,
  int,
  nullable,
  object,
  oneOfStrings,
  str,
} from '#transformers/schemas/json_schema'

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

const lead = object({
  id: int,
  property_id: nullable(int),
  contact_name: str,
  contact_phone: str,
  contact_email: nullable(str),
  message: str,
  status: str,
  enquiry_count: int,
  created_at: dateTime,
})
const subject = object({
  kind: oneOfStrings(['property', 'venture', 'removed']),
  id: int,
  title: str,
  unit_number: nullable(str),
})

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const leadSchemas = {
  DashboardLead: extend(lead, {
    venture_id: nullable(int),
    owner_id: nullable(int),
    source: str,
    source_filter: nullable(str),
    /** null for the contact form and the assistant; `{kind: 'removed'}` when the listing is gone. */
    subject: nullable({ ...subject, required: ['kind'] }),
    history: arrayOf(
      object({
        id: int,
        from: str,
        to: str,
        changed_by: nullable(object({ id: int, name: str })),
        changed_at: dateTime,
      })
    ),
    messages: arrayOf(
      object({
        id: int,
        message: str,
        contact_name: str,
        contact_phone: str,
        contact_email: nullable(str),
        new_contact: bool,
        received_at: dateTime,
      })
    ),
  }),
}
