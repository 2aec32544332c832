import type { HttpContext } from '@adonisjs/core/http'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { isApiRequest } from '#services/http/api_request'
import { adminList, type AdminTableName } from '#services/admin/admin_tables'
import { adminListValidator } from '#validators/admin'
import { apiSerializer } from '#services/http/api_serializer'

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

/** One admin table as `{data, meta}` (/api), rows through their transformer. */
export async function adminTable<T>(ctx: HttpContext, name: AdminTableName, transform: (rows: any[]) => T) {
  const list = await adminList(name, await listQuery(ctx))
  const data = (await apiSerializer.serialize(transform(list.rows) as any)) as unknown as Record<string, unknown>[]
  return { data, meta: { ...list.meta, sort: list.sort, dir: list.dir } }
}
