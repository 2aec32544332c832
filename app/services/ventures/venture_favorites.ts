import VentureFavorite from '#models/venture_favorite'
import type User from '#models/user'
import type Venture from '#models/venture'

/** Ventures a user saved (Save on a venture card). Saving twice or removing what is not there changes nothing. */
export default class VentureFavorites {
  async add(user: User, venture: Venture) {
    await VentureFavorite.updateOrCreate({ userId: user.id, ventureId: venture.id }, {})
  }

  async remove(user: User, ventureId: number) {
    await VentureFavorite.query().where('user_id', user.id).where('venture_id', ventureId).delete()
  }

  /** Which of these ventures the user saved. */
  async savedAmong(user: User | null, ventureIds: number[]): Promise<number[]> {
    if (!user || !ventureIds.length) return []
    const rows = await VentureFavorite.query()
      .where('user_id', user.id)
      .whereIn('venture_id', ventureIds)
      .select('venture_id')
    return rows.map((row) => row.ventureId)
  }
}
