import type { HttpContext } from '@adonisjs/core/http'
import { denyUnlessAllowed } from '#http/page_gate'
import { adminTable, masterDataTable } from '#http/admin_response'
import MasterData, { type LOCATION_LEVELS, type MasterDataType } from '#services/admin/master_data'
import { ADMIN_TABLES, type AdminTableName } from '#services/admin/admin_tables'
import AdminOverviewTransformer from '#transformers/admin_overview_transformer'
import AdminOverview from '#services/admin/admin_overview'
import { adminPanelValidator } from '#validators/admin'

/**
 * The admin panel (001 §2 Admin Dashboard, issue 16): one page, one tab at a
 * time from `?tab=`, its table paged, sorted and searched by the server.
 */
export default class AdminPanelController {
  async show(ctx: HttpContext) {
    const denial = await denyUnlessAllowed(ctx, { kind: 'admin' })
    if (denial) return denial
    const {
      tab = 'overview',
      type = 'property-types',
      location_type: locationType,
    } = await ctx.request.validateUsing(adminPanelValidator, { data: ctx.request.qs() })
    return ctx.inertia.render('admin/index', {
      tab,
      meId: ctx.auth.user!.id,
      table: tab in ADMIN_TABLES ? await adminTable(ctx, tab as AdminTableName) : null,
      overview:
        tab === 'overview'
          ? AdminOverviewTransformer.transform(await new AdminOverview().handle())
          : null,
      masterData:
        tab === 'master-data' ? await this.#masterData(ctx, type, locationType ?? 'state') : null,
    })
  }

  async #masterData(
    ctx: HttpContext,
    type: MasterDataType,
    level: (typeof LOCATION_LEVELS)[number]
  ) {
    const places = type === 'locations'
    const { data, meta } = await masterDataTable(ctx, type, places ? level : undefined)
    return {
      type,
      level: places ? level : null,
      parents: places && level !== 'state' ? await new MasterData().parents(level) : [],
      data,
      meta,
    }
  }
}
