import type { HttpContext } from '@adonisjs/core/http'
import ListingAdmin from '#services/admin/listing_admin'
import { adminDone, adminTable } from '#http/admin_response'

/** Properties and Ventures tabs, /api/admin/properties and /api/admin/ventures: list (deleted ones too), delete, restore. */
export default class AdminListingsController {
  async properties(ctx: HttpContext) {
    return adminTable(ctx, 'properties')
  }

  async destroyProperty(ctx: HttpContext) {
    await new ListingAdmin().removeProperty(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    return adminDone(ctx, 'admin.toasts.property_deleted')
  }

  async restoreProperty(ctx: HttpContext) {
    await new ListingAdmin().restoreProperty(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    return adminDone(ctx, 'admin.toasts.property_restored')
  }

  async ventures(ctx: HttpContext) {
    return adminTable(ctx, 'ventures')
  }

  async destroyVenture(ctx: HttpContext) {
    await new ListingAdmin().removeVenture(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    return adminDone(ctx, 'admin.toasts.venture_deleted')
  }

  async restoreVenture(ctx: HttpContext) {
    await new ListingAdmin().restoreVenture(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    return adminDone(ctx, 'admin.toasts.venture_restored')
  }
}
