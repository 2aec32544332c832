import { DateTime } from 'luxon'
import Notification from '#models/notification'
import type User from '#models/user'

/** Shown at most on the bell's count: "99+". */
export const UNREAD_COUNT_CAP = 99

/** A user's in-app notifications (the header's bell, GET /api/notifications), newest first. */
export default class Notifications {
  page(user: Pick<User, 'id'>, page: number, perPage: number) {
    return Notification.query()
      .where('user_id', user.id)
      .orderBy('id', 'desc')
      .paginate(page, perPage)
  }

  /**
   * Unread ones, counted up to the cap (index notifications(user_id,
   * read_at)): runs on every signed-in page view, so it never reads more
   * than a hundred rows.
   */
  static async unreadCount(user: Pick<User, 'id'>): Promise<number> {
    const rows = await Notification.query()
      .where('user_id', user.id)
      .whereNull('read_at')
      .select('id')
      .limit(UNREAD_COUNT_CAP + 1)
    return rows.length
  }

  /** These (or all) of the user's notifications are read; another user's ids are ignored. */
  async markRead(user: Pick<User, 'id'>, ids?: number[]): Promise<void> {
    const query = Notification.query().where('user_id', user.id).whereNull('read_at')
    if (ids) query.whereIn('id', ids)
    await query.update({ read_at: DateTime.now().toFormat('yyyy-MM-dd HH:mm:ss') })
  }
}
