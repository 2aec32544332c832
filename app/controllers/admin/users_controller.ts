import type { HttpContext } from '@adonisjs/core/http'
import UserAdmin from '#services/admin/user_admin'
import { adminDone, adminTable } from '#http/admin_response'
import { roleValidator } from '#validators/admin'
import AdminUserTransformer from '#transformers/admin/admin_user_transformer'
import { apiSerializer } from '#transformers/api_serializer'

/** Users tab and /api/admin/users (001 §2, §7): list, role, delete, restore. Admins only (route middleware). */
export default class AdminUsersController {
  async index(ctx: HttpContext) {
    return adminTable(ctx, 'users')
  }

  async role(ctx: HttpContext) {
    const { role } = await ctx.request.validateUsing(roleValidator)
    const user = await new UserAdmin().changeRole(
      ctx.auth.getUserOrFail(),
      Number(ctx.params.id),
      role
    )
    return adminDone(
      ctx,
      'admin.toasts.role_updated',
      await apiSerializer.serialize(AdminUserTransformer.transform(user.serialize() as any))
    )
  }

  async destroy(ctx: HttpContext) {
    await new UserAdmin().remove(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    return adminDone(ctx, 'admin.toasts.user_deleted')
  }

  async restore(ctx: HttpContext) {
    const user = await new UserAdmin().restore(ctx.auth.getUserOrFail(), Number(ctx.params.id))
    return adminDone(
      ctx,
      'admin.toasts.user_restored',
      await apiSerializer.serialize(AdminUserTransformer.transform(user.serialize() as any))
    )
  }
}
