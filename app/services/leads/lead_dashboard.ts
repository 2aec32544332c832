import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import Lead, { type LeadStatus } from '#models/lead'
import LeadStatusChange from '#models/lead_status_change'
import type User from '#models/user'
import { withWriteTransaction } from '#services/db/write_transaction'
import { locking, sharing } from '#services/db/locking'
import { isAdmin } from '#rules/roles'
import { LEAD_SOURCE_FILTERS, type LeadSourceFilter } from '#rules/lead_sources'

export const LEADS_PER_PAGE = 10
export const MAX_LEADS_PER_PAGE = 50

export type LeadFilters = {
  status?: LeadStatus
  source?: LeadSourceFilter
  page?: number
  perPage?: number
}

export type DashboardStats = {
  total_properties: number
  total_leads: number
  total_bookings: number
}

/**
 * The leads dashboard (000 §2 Dashboard, issues 16 and 27): what an account
 * sees and changes. Admins see everything, the marketplace's own
 * leads (no owner: the contact form) included; everyone else what they own.
 * Who may call these is the controller's (ability, LeadPolicy).
 */
export default class LeadDashboard {
  /** Stat cards: their listings and venture units (not deleted), their leads, and paid bookings of their listings. */
  async stats(user: User): Promise<DashboardStats> {
    const everything = isAdmin(user.role)
    const properties = db.from('properties').whereNull('deleted_at')
    const leads = db.from('leads')
    const bookings = db.from('bookings').where('bookings.status', 'completed')
    if (!everything) {
      properties.where('owner_id', user.id)
      leads.where('owner_id', user.id)
      bookings
        .join('properties', 'properties.id', 'bookings.property_id')
        .where('properties.owner_id', user.id)
    }
    const [totalProperties, totalLeads, totalBookings] = await Promise.all([
      count(properties),
      count(leads),
      count(bookings),
    ])
    return {
      total_properties: totalProperties,
      total_leads: totalLeads,
      total_bookings: totalBookings,
    }
  }

  /** The user's leads, newest first, filtered and paged, with what they are about and their history. */
  async list(user: User, filters: LeadFilters = {}) {
    const query = Lead.query()
    if (!isAdmin(user.role)) query.where('owner_id', user.id)
    if (filters.status) query.where('status', filters.status)
    if (filters.source) query.whereIn('source', [...LEAD_SOURCE_FILTERS[filters.source]])
    withDetails(query)
    return query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .paginate(filters.page ?? 1, Math.min(filters.perPage ?? LEADS_PER_PAGE, MAX_LEADS_PER_PAGE))
  }

  /**
   * Moves a lead to `to` and records the change (from, to, who, when) in the
   * same transaction. Choosing the status it already has changes nothing.
   * Lock order: the actor's user row (shared, the history's foreign key),
   * then the lead's row, so two changes of one lead queue and each records
   * the status it really left.
   */
  async changeStatus(lead: Lead, to: LeadStatus, actor: User): Promise<Lead> {
    await withWriteTransaction(async (trx) => {
      await sharing(trx, trx.from('users').where('id', actor.id).select('id')).first()
      const current = await locking(
        trx,
        Lead.query({ client: trx }).where('id', lead.id)
      ).firstOrFail()
      if (current.status === to) return
      const from = current.status
      current.status = to
      await current.save()
      await LeadStatusChange.create(
        { leadId: current.id, fromStatus: from, toStatus: to, changedById: actor.id },
        { client: trx }
      )
    })
    return withDetails(Lead.query().where('id', lead.id)).firstOrFail()
  }
}

/** What the dashboard shows with a lead: its listing or unit, its venture, its history with who changed it, its repeat enquiries. */
function withDetails(query: ModelQueryBuilderContract<typeof Lead>) {
  return query
    .preload('property')
    .preload('venture')
    .preload('statusChanges', (changes) =>
      changes
        .orderBy('created_at', 'asc')
        .orderBy('id', 'asc')
        .preload('changedBy', (user) => user.select('id', 'name'))
    )
    .preload('messages', (messages) => messages.orderBy('created_at', 'asc').orderBy('id', 'asc'))
}

async function count(query: DatabaseQueryBuilderContract): Promise<number> {
  const [row] = await query.count('* as total')
  return Number(row?.total ?? 0)
}
