import type Venture from '#models/venture'
import type User from '#models/user'
import { findListedUnit } from '#services/ventures/venture_reads'
import RecordVentureLead, { type VentureLeadSource } from '#services/leads/record_venture_lead'

export type VentureLeadInput = {
  name: string
  phone: string
  email?: string
  message?: string
  unit_id?: number
}

/**
 * 'Book Site Visit' (a listed unit of the venture, 404 otherwise) and
 * 'Contact Developer': a lead for the venture's owner. The chat assistant
 * books its site visits here too, with source 'assistant'.
 */
export default class VentureLeads {
  async siteVisit(
    venture: Venture,
    input: VentureLeadInput,
    sender: User | null,
    defaultMessage: string,
    source: Extract<VentureLeadSource, 'site_visit' | 'assistant'> = 'site_visit'
  ) {
    const unit = input.unit_id ? await findListedUnit(venture, input.unit_id) : null
    return new RecordVentureLead().handle(
      venture,
      { ...input, message: input.message || defaultMessage },
      { unitId: unit?.id ?? null, source },
      sender
    )
  }

  async contact(
    venture: Venture,
    input: VentureLeadInput,
    sender: User | null,
    defaultMessage: string
  ) {
    return new RecordVentureLead().handle(
      venture,
      { ...input, message: input.message || defaultMessage },
      { unitId: null, source: 'venture_contact' },
      sender
    )
  }
}
