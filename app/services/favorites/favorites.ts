import Favorite from '#models/favorite'
import type Property from '#models/property'
import type User from '#models/user'

/** A user's saved listings. Adding twice or removing what is not there changes nothing. */
export default class Favorites {
  async add(user: User, property: Property) {
    await Favorite.updateOrCreate({ userId: user.id, propertyId: property.id }, {})
  }

  async remove(user: User, propertyId: number) {
    await Favorite.query().where('user_id', user.id).where('property_id', propertyId).delete()
  }

  /** Saved listings that are still public, newest saved first. */
  async list(user: User) {
    const rows = await Favorite.query()
      .where('favorites.user_id', user.id)
      .whereHas('property', (q) => q.where('listing_state', 'active').whereNull('deleted_at'))
      .preload('property')
      .orderBy('favorites.created_at', 'desc')
      .orderBy('favorites.id', 'desc')
    return rows.map((row) => row.property)
  }

  async has(user: User, propertyId: number) {
    return !!(await Favorite.query()
      .where('user_id', user.id)
      .where('property_id', propertyId)
      .first())
  }
}
