import type { HttpContext } from '@adonisjs/core/http'
import { coordinatesValidator } from '#validators/locations'
import ReverseGeocoder from '#services/locations/reverse_geocoder'
import DetectedLocationTransformer from '#transformers/detected_location_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import { placeLabeller } from '#http/location_tree_prop'

/**
 * Reverse geocoding for the browser's "Use my location" (000 §2 sidebar).
 * A small JSON answer; the page keeps its state and fills the filters.
 */
export default class LocationsController {
  async reverse(ctx: HttpContext) {
    const { request, containerResolver, i18n } = ctx
    const { latitude, longitude } = await request.validateUsing(coordinatesValidator, {
      data: request.qs(),
    })
    const geocoder = await containerResolver.make(ReverseGeocoder)
    const found = await geocoder.locate(latitude, longitude)
    if (!found) return { success: false, message: i18n.t('locations.not_in_service_area') }
    return apiSerializer.serialize({
      success: true as const,
      location: DetectedLocationTransformer.transform(found, await placeLabeller(ctx)),
    })
  }
}
