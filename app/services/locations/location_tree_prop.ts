import type { HttpContext } from '@adonisjs/core/http'
import LocationTree from '#services/locations/location_tree'
import type { CountryCode } from '#shared/countries'

/**
 * A country's location tree as an Inertia prop, sent once per country and
 * kept by the browser: every page that needs it shares the key.
 */
export function locationTreeProp({ inertia, containerResolver }: HttpContext, country: CountryCode) {
  return inertia.once(async () => (await containerResolver.make(LocationTree)).statesOf(country), { key: `locations.${country}` })
}
