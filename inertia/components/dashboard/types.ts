import type { Data } from '~generated/data'

/** A lead as the dashboard gets it (LeadTransformer.forDashboard). */
export type DashboardLead = Data.Lead.Variants['forDashboard']

export type DashboardStats = {
  total_properties: number
  total_leads: number
  total_bookings: number
}

export type Pagination = {
  total: number
  per_page: number
  current_page: number
  last_page: number
}

export type LeadListFilters = { status: string | null; source: string | null }
