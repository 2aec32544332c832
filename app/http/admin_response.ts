import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { isApiRequest } from '#http/api_request'
import { adminList, type AdminTableName } from '#services/admin/admin_tables'
import { adminListValidator } from '#validators/admin'
import { apiSerializer } from '#transformers/api_serializer'
import MasterData, { type LocationLevel, type MasterDataType } from '#services/admin/master_data'
import ContactSubmission from '#models/contact_submission'
import AdminUserTransformer from '#transformers/admin/admin_user_transformer'
import AdminPropertyTransformer from '#transformers/admin/admin_property_transformer'
import AdminVentureTransformer from '#transformers/admin/admin_venture_transformer'
import AdminLeadTransformer from '#transformers/admin/admin_lead_transformer'
import AdminBookingTransformer from '#transformers/admin/admin_booking_transformer'
import AuditLogTransformer from '#transformers/admin/audit_log_transformer'
import ContactSubmissionTransformer from '#transformers/contact_submission_transformer'
import MasterDataItemTransformer from '#transformers/admin/master_data_item_transformer'
import PageMetaTransformer from '#transformers/page_meta_transformer'

/**
 * How an admin write answers: /api clients get the result (or 204); the
 * admin page gets the success toast of 001 §8 and goes back to where it was.
 */
export function adminDone(ctx: HttpContext, messageKey: string, body?: unknown) {
  if (isApiRequest(ctx)) return body === undefined ? ctx.response.noContent() : body
  ctx.session.flash('success', ctx.i18n.t(messageKey))
  return ctx.response.redirect().withQs().back(urlFor('admin'))
}

/** The validated page/sort/search of an admin table request. */
export async function listQuery(ctx: HttpContext) {
  const input = await ctx.request.validateUsing(adminListValidator, { data: ctx.request.qs() })
  return { ...input, page: input.page ?? 1, perPage: input.per_page ?? 25 }
}

/** Each admin table's rows as the page and /api show them. */
const TRANSFORMS: Record<AdminTableName, (rows: any[]) => unknown> = {
  users: (rows) => AdminUserTransformer.transform(rows),
  properties: (rows) => AdminPropertyTransformer.transform(rows),
  ventures: (rows) => AdminVentureTransformer.transform(rows),
  leads: (rows) => AdminLeadTransformer.transform(rows),
  bookings: (rows) => AdminBookingTransformer.transform(rows),
  messages: (rows) =>
    ContactSubmissionTransformer.transform(
      ContactSubmission.$createMultipleFromAdapterResult(rows)
    ),
  audit: (rows) => AuditLogTransformer.transform(rows),
}

/** One admin table as `{data, meta}` (the page's `table` prop and /api), rows through their transformer. */
export async function adminTable(ctx: HttpContext, name: AdminTableName) {
  const list = await adminList(name, await listQuery(ctx))
  const data = (await apiSerializer.serialize(
    TRANSFORMS[name](list.rows) as any
  )) as unknown as Record<string, unknown>[]
  const meta = PageMetaTransformer.of(list.page, { sort: list.sort, dir: list.dir })
  return { data, meta: await apiSerializer.serialize(meta.useVariant('forAdminTable')) }
}

/** One page of a master-data list as `{data, meta}` (the Master Data tab and GET /api/admin/master-data/{type}). */
export async function masterDataTable(
  ctx: HttpContext,
  type: MasterDataType,
  level?: LocationLevel
) {
  const query = await listQuery(ctx)
  const page = await new MasterData().list(type, {
    level,
    search: query.q,
    page: query.page,
    perPage: query.perPage,
  })
  const data = await apiSerializer.serialize(
    MasterDataItemTransformer.transform(page.all() as any[])
  )
  // Master data is in its display order (the sort the tab shows, not one it offers).
  const meta = PageMetaTransformer.of(page, { sort: 'display_order', dir: 'asc' })
  return { data, meta: await apiSerializer.serialize(meta.useVariant('forAdminTable')) }
}
