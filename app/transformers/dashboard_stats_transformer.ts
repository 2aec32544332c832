import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DashboardStats } from '#services/leads/lead_dashboard'
import { int, object } from '#transformers/schemas/json_schema'

export default class DashboardStatsTransformer extends BaseTransformer<DashboardStats> {
  /** The dashboard's stat cards (000 §2 Dashboard) and GET /api/dashboard/stats. */
  toObject() {
    return this.pick(this.resource, ['total_properties', 'total_leads', 'total_bookings'])
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const dashboardStatsSchemas = {
  DashboardStats: object({ total_properties: int, total_leads: int, total_bookings: int }),
}
