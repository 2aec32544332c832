/**
 * Where a lead came from, as the dashboard filters it (issue 16). Isomorphic:
 * the server's query and the page's filter read the same table.
 *
 * The `source` values the lead writers store (app/services/leads/*.ts) map to
 * four filters: an enquiry about a listing or a venture ('Contact Developer'),
 * a site visit, the contact form, the assistant.
 */
export const LEAD_SOURCE_FILTERS = {
  property_enquiry: ['property_contact', 'venture_contact'],
  site_visit: ['site_visit'],
  contact_form: ['contact_form'],
  assistant: ['assistant'],
} as const satisfies Record<string, readonly string[]>

export type LeadSourceFilter = keyof typeof LEAD_SOURCE_FILTERS

export const LEAD_SOURCE_FILTER_KEYS = Object.keys(LEAD_SOURCE_FILTERS) as LeadSourceFilter[]

/** The filter a stored source belongs to; null for a value no filter knows. */
export function sourceFilterOf(source: string): LeadSourceFilter | null {
  for (const key of LEAD_SOURCE_FILTER_KEYS) {
    if ((LEAD_SOURCE_FILTERS[key] as readonly string[]).includes(source)) return key
  }
  return null
}

/** Lead statuses in the dropdown's order (000 §3 Lead). */
export const LEAD_STATUS_VALUES = ['new', 'contacted', 'visited', 'converted', 'closed'] as const
