import type { HttpContext } from '@adonisjs/core/http'
import { coordinatesValidator } from '#validators/locations'
import LocationTree from '#services/locations/location_tree'
import ReverseGeocoder from '#services/locations/reverse_geocoder'
import RememberHomeLocation from '#services/locations/remember_home_location'

/** /api/locations (000 §7): the tree and reverse geocoding from it, no outside service. */
export default class LocationsController {
  async hierarchy({ containerResolver }: HttpContext) {
    return (await containerResolver.make(LocationTree)).hierarchy()
  }

  /** success, location_data, detailed_info, coordinates */
  async reverseGeocodeDetailed(ctx: HttpContext) {
    const { latitude, longitude } = await ctx.request.validateUsing(coordinatesValidator)
    const found = await this.#geocoder(ctx).then((geocoder) => geocoder.locate(latitude, longitude))
    if (!found) return { success: false, message: ctx.i18n.t('locations.not_in_service_area'), coordinates: { latitude, longitude } }
    const { full_address, road, house_number, nearby_landmark, coordinates_accuracy, ...location_data } = found
    return {
      success: true,
      location_data,
      detailed_info: { full_address, road, house_number, nearby_landmark, coordinates_accuracy },
      coordinates: { latitude, longitude },
    }
  }

  /** The simpler fallback call: success and data with the location fields. */
  async reverseGeocode(ctx: HttpContext) {
    const { latitude, longitude } = await ctx.request.validateUsing(coordinatesValidator)
    const found = await this.#geocoder(ctx).then((geocoder) => geocoder.locate(latitude, longitude))
    if (!found) return { success: false, message: ctx.i18n.t('locations.not_in_service_area') }
    return { success: true, data: found }
  }

  /** Detects the location and, for a signed-in caller, remembers it as their home location. */
  async detectAndSave(ctx: HttpContext) {
    const { latitude, longitude } = await ctx.request.validateUsing(coordinatesValidator)
    const found = await this.#geocoder(ctx).then((geocoder) => geocoder.locate(latitude, longitude))
    if (!found) return { success: false, message: ctx.i18n.t('locations.not_in_service_area') }
    const user = await ctx.auth.use('api').check().then((signedIn) => (signedIn ? ctx.auth.use('api').user! : null))
    const saved = user ? await new RememberHomeLocation().handle(user, found) : false
    return { success: true, data: found, saved }
  }

  async #geocoder({ containerResolver }: HttpContext) {
    return new ReverseGeocoder(await containerResolver.make(LocationTree))
  }
}
