import type { HttpContext } from '@adonisjs/core/http'
import Notifications from '#services/alerts/notifications'
import NotificationTransformer from '#transformers/notification_transformer'
import PageMetaTransformer from '#transformers/page_meta_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import { notificationsPageValidator, notificationsReadValidator } from '#validators/saved_search'

/** GET /api/notifications (newest first, numbered pages) and POST /api/notifications/read (issue 31). */
export default class NotificationsController {
  async index({ request, auth }: HttpContext) {
    const { page, per_page: perPage } = await request.validateUsing(notificationsPageValidator, {
      data: request.qs(),
    })
    const list = await new Notifications().page(auth.getUserOrFail(), page ?? 1, perPage ?? 20)
    return {
      data: await apiSerializer.serialize(NotificationTransformer.transform(list.all())),
      meta: await apiSerializer.serialize(PageMetaTransformer.of(list)),
    }
  }

  /** The named notifications (or every one) are read; `{unread}` is what is left. */
  async read({ request, auth }: HttpContext) {
    const { ids } = await request.validateUsing(notificationsReadValidator)
    const user = auth.getUserOrFail()
    await new Notifications().markRead(user, ids)
    return { unread: await Notifications.unreadCount(user) }
  }
}
