import type { HttpContext } from '@adonisjs/core/http'
import MasterData from '#services/admin/master_data'
import { adminDone, masterDataTable } from '#http/admin_response'
import {
  masterDataItemValidator,
  masterDataTypeValidator,
  retireValidator,
} from '#validators/admin'
import MasterDataItemTransformer, {
  type MasterDataRow,
} from '#transformers/admin/master_data_item_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import { isApiRequest } from '#http/api_request'

/** Master data (001 §2, §7): /api/admin/master-data/{type} with location_type for places; add, edit, delete, retire. */
export default class AdminMasterDataController {
  async index(ctx: HttpContext) {
    const { params, location_type: locationType } = await ctx.request.validateUsing(
      masterDataTypeValidator,
      { data: { ...ctx.request.qs(), params: ctx.params } }
    )
    return masterDataTable(ctx, params.type, locationType)
  }

  async store(ctx: HttpContext) {
    const { params, location_type: locationType } = await ctx.request.validateUsing(
      masterDataTypeValidator,
      { data: { ...ctx.request.qs(), params: ctx.params } }
    )
    const input = await ctx.request.validateUsing(masterDataItemValidator)
    const item = await new MasterData().create(
      ctx.auth.getUserOrFail(),
      params.type,
      input,
      locationType
    )
    if (isApiRequest(ctx)) ctx.response.status(201)
    return this.#answer(ctx, 'admin.toasts.item_added', item)
  }

  async update(ctx: HttpContext) {
    const type = await this.#type(ctx)
    const input = await ctx.request.validateUsing(masterDataItemValidator)
    const item = await new MasterData().update(
      ctx.auth.getUserOrFail(),
      type,
      Number(ctx.params.id),
      input
    )
    return this.#answer(ctx, 'admin.toasts.item_updated', item)
  }

  async destroy(ctx: HttpContext) {
    const type = await this.#type(ctx)
    await new MasterData().remove(ctx.auth.getUserOrFail(), type, Number(ctx.params.id))
    return adminDone(ctx, 'admin.toasts.item_deleted')
  }

  async retire(ctx: HttpContext) {
    const type = await this.#type(ctx)
    const { retired } = await ctx.request.validateUsing(retireValidator)
    const item = await new MasterData().retire(
      ctx.auth.getUserOrFail(),
      type,
      Number(ctx.params.id),
      retired
    )
    return this.#answer(
      ctx,
      retired ? 'admin.toasts.item_retired' : 'admin.toasts.item_unretired',
      item
    )
  }

  /** The route's master data type. */
  async #type(ctx: HttpContext) {
    const { params } = await ctx.request.validateUsing(masterDataTypeValidator, {
      data: { params: ctx.params },
    })
    return params.type
  }

  /** The toast on the panel; the item itself over /api. */
  async #answer(ctx: HttpContext, messageKey: string, item: MasterDataRow) {
    return adminDone(
      ctx,
      messageKey,
      await apiSerializer.serialize(MasterDataItemTransformer.transform(item))
    )
  }
}
