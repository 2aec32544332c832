import type User from '#models/user'
import Location from '#models/location'
import type { DetectedLocation } from '#services/locations/reverse_geocoder'

/** Stores the most precise known place of a detection as the user's home location. */
export default class RememberHomeLocation {
  async handle(user: User, detected: DetectedLocation): Promise<boolean> {
    const level = detected.area ? 'area' : 'city'
    const name = detected.area ?? detected.city
    if (!name) return false
    const place = await Location.query()
      .where('country_code', detected.country_code)
      .where('level', level)
      .where('name', name)
      .orderByRaw('ABS(lat - ?) + ABS(lng - ?)', [detected.latitude, detected.longitude])
      .first()
    if (!place) return false
    user.homeLocationId = place.id
    await user.save()
    return true
  }
}
