import type { HttpContext } from '@adonisjs/core/http'
import { coordinatesValidator } from '#validators/locations'
import LocationTree from '#services/locations/location_tree'
import ReverseGeocoder from '#services/locations/reverse_geocoder'
import RememberHomeLocation from '#services/locations/remember_home_location'
import DetectedLocationTransformer from '#transformers/detected_location_transformer'
import { apiSerializer } from '#transformers/api_serializer'
import { effectiveAbilities } from '#rules/token_abilities'

/** /api/locations (000 §7): the tree and reverse geocoding from it, no outside service. */
export default class LocationsController {
  async hierarchy({ containerResolver }: HttpContext) {
    const tree = await containerResolver.make(LocationTree)
    return tree.hierarchy()
  }

  /** The Hindi and Telugu names of the hierarchy's places, by English name (issue 27). */
  async names({ containerResolver }: HttpContext) {
    const tree = await containerResolver.make(LocationTree)
    const names = await tree.placeNames()
    return { data: names.entries() }
  }

  /** success, location_data, detailed_info, coordinates */
  async reverseGeocodeDetailed(ctx: HttpContext) {
    const { coordinates, found } = await this.#locate(ctx)
    if (!found) return { ...this.#outside(ctx), coordinates }
    return {
      success: true,
      ...(await apiSerializer.serialize(
        DetectedLocationTransformer.transform(found).useVariant('forDetailed')
      )),
      coordinates,
    }
  }

  /** The simpler fallback call: success and data with the location fields. */
  async reverseGeocode(ctx: HttpContext) {
    const { found } = await this.#locate(ctx)
    if (!found) return this.#outside(ctx)
    return {
      success: true,
      data: await apiSerializer.serialize(DetectedLocationTransformer.transform(found)),
    }
  }

  /**
   * Detects the location and, for a signed-in caller whose token may write
   * (`listings`, as for saved searches and favourites), remembers it as their
   * home location. Anybody else gets the place with `saved: false`.
   */
  async detectAndSave(ctx: HttpContext) {
    const { found } = await this.#locate(ctx)
    if (!found) return this.#outside(ctx)
    const guard = ctx.auth.use('api')
    const user = (await guard.check()) ? guard.user! : null
    const mayWrite =
      user && effectiveAbilities(user.currentAccessToken.abilities, user.role).includes('listings')
    const saved = mayWrite ? await new RememberHomeLocation().handle(user, found) : false
    return {
      success: true,
      data: await apiSerializer.serialize(DetectedLocationTransformer.transform(found)),
      saved,
    }
  }

  /** The posted coordinates and the nearest known place to them (null: outside the service area). */
  async #locate({ request, containerResolver }: HttpContext) {
    const coordinates = await request.validateUsing(coordinatesValidator)
    const geocoder = await containerResolver.make(ReverseGeocoder)
    const found = await geocoder.locate(coordinates.latitude, coordinates.longitude)
    return { coordinates, found }
  }

  #outside({ i18n }: HttpContext) {
    return { success: false, message: i18n.t('locations.not_in_service_area') }
  }
}
