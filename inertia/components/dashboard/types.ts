import type { Data } from '~generated/data'

/** A lead as the dashboard gets it (LeadTransformer.forDashboard). */
export type DashboardLead = Data.Lead.Variants['forDashboard']

export type LeadListFilters = { status: string | null; source: string | null }
