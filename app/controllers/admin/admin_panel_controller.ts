import type { HttpContext } from '@adonisjs/core/http'
import vine from '@vinejs/vine'
import { denyUnlessAllowed } from '#services/access/page_gate'
import { adminTable } from '#services/http/admin_response'
import MasterData, { LOCATION_LEVELS, MASTER_DATA_TYPES, type MasterDataType } from '#services/admin/master_data'
import { listQuery } from '#services/http/admin_response'
import { apiSerializer } from '#services/http/api_serializer'
import AdminUserTransformer from '#transformers/admin/admin_user_transformer'
import AdminPropertyTransformer from '#transformers/admin/admin_property_transformer'
import AdminVentureTransformer from '#transformers/admin/admin_venture_transformer'
import AdminLeadTransformer from '#transformers/admin/admin_lead_transformer'
import AdminBookingTransformer from '#transformers/admin/admin_booking_transformer'
import AuditLogTransformer from '#transformers/admin/audit_log_transformer'
import ContactSubmissionTransformer from '#transformers/contact_submission_transformer'
import ContactSubmission from '#models/contact_submission'
import MasterDataItemTransformer from '#transformers/admin/master_data_item_transformer'
import AdminOverviewTransformer from '#transformers/admin_overview_transformer'
import AdminOverview from '#services/admin/admin_overview'

export const ADMIN_TABS = ['overview', 'users', 'properties', 'ventures', 'leads', 'bookings', 'messages', 'master-data', 'audit'] as const

const tabValidator = vine.create({
  tab: vine.enum(ADMIN_TABS).optional(),
  type: vine.enum(Object.keys(MASTER_DATA_TYPES) as MasterDataType[]).optional(),
  location_type: vine.enum(LOCATION_LEVELS).optional(),
})

/**
 * The admin panel (001 §2 Admin Dashboard, issue 16): one page, one tab at a
 * time from `?tab=`, its table paged, sorted and searched by the server.
 */
export default class AdminPanelController {
  async show(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'admin' })
    if (denial) return denial
    const { tab = 'overview', type = 'property-types', location_type } = await ctx.request.validateUsing(tabValidator, { data: ctx.request.qs() })
    return ctx.inertia.render('admin/index', {
      tab,
      meId: ctx.auth.user!.id,
      table: await this.#table(ctx, tab),
      overview: tab === 'overview' ? AdminOverviewTransformer.transform(await new AdminOverview().handle()) : null,
      masterData: tab === 'master-data' ? await this.#masterData(ctx, type, location_type ?? 'state') : null,
    })
  }

  async #table(ctx: HttpContext, tab: (typeof ADMIN_TABS)[number]) {
    switch (tab) {
      case 'users':
        return adminTable(ctx, 'users', (rows) => AdminUserTransformer.transform(rows))
      case 'properties':
        return adminTable(ctx, 'properties', (rows) => AdminPropertyTransformer.transform(rows))
      case 'ventures':
        return adminTable(ctx, 'ventures', (rows) => AdminVentureTransformer.transform(rows))
      case 'leads':
        return adminTable(ctx, 'leads', (rows) => AdminLeadTransformer.transform(rows))
      case 'bookings':
        return adminTable(ctx, 'bookings', (rows) => AdminBookingTransformer.transform(rows))
      case 'messages':
        return adminTable(ctx, 'messages', (rows) => ContactSubmissionTransformer.transform(ContactSubmission.$createMultipleFromAdapterResult(rows)))
      case 'audit':
        return adminTable(ctx, 'audit', (rows) => AuditLogTransformer.transform(rows))
      default:
        return null
    }
  }

  async #masterData(ctx: HttpContext, type: MasterDataType, level: (typeof LOCATION_LEVELS)[number]) {
    const query = await listQuery(ctx)
    const page = await new MasterData().list(type, { level: type === 'locations' ? level : undefined, search: query.q, page: query.page, perPage: query.perPage })
    const parents = type === 'locations' && level !== 'state' ? await new MasterData().parents(level) : []
    return {
      type,
      level: type === 'locations' ? level : null,
      parents,
      data: await apiSerializer.serialize(MasterDataItemTransformer.transform(page.all() as any[])),
      meta: { total: page.total, page: page.currentPage, perPage: page.perPage, lastPage: page.lastPage, sort: 'display_order', dir: 'asc' as const },
    }
  }
}
