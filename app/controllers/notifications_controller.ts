import type { HttpContext } from '@adonisjs/core/http'
import Notifications from '#services/alerts/notifications'
import NotificationTransformer from '#transformers/notification_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import { notificationsReadValidator } from '#validators/saved_search'

/** The header bell's own fetches: its list when opened, and marking it read (issue 31). */
export default class NotificationsController {
  async list({ auth }: HttpContext) {
    const page = await new Notifications().page(auth.getUserOrFail(), 1, 10)
    return { data: await apiSerializer.serialize(NotificationTransformer.transform(page.all())) }
  }

  async read({ request, auth }: HttpContext) {
    const { ids } = await request.validateUsing(notificationsReadValidator)
    const user = auth.getUserOrFail()
    await new Notifications().markRead(user, ids)
    return { unread: await Notifications.unreadCount(user) }
  }
}
