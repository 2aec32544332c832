import type { HttpContext } from '@adonisjs/core/http'
import LocationTree from '#services/locations/location_tree'
import { cacheVersion } from '#services/db/cache_versions'
import type { CountryCode } from '#rules/countries'
import { isPlaceLocale } from '#services/locations/place_names'

/**
 * A country's location tree as an Inertia prop, sent once per country and
 * kept by the browser: every page that needs it shares the key. The key
 * carries the tree's cache version, so after an admin edits a place the
 * next visit sends the new tree instead of the browser's copy.
 */
export async function locationTreeProp(
  { inertia, containerResolver }: HttpContext,
  country: CountryCode
) {
  const version = await cacheVersion('locations')
  return inertia.once(
    async () => {
      const tree = await containerResolver.make(LocationTree)
      return tree.statesOf(country)
    },
    { key: `locations.${country}.${version}` }
  )
}

/**
 * The page language's place labeller (PlaceNames.labeller): English names as
 * they are on English pages, without reading the tree.
 */
export async function placeLabeller({
  i18n,
  containerResolver,
}: HttpContext): Promise<(text: string) => string> {
  if (!isPlaceLocale(i18n.locale)) return (text) => text
  const tree = await containerResolver.make(LocationTree)
  const names = await tree.placeNames()
  return names.labeller(i18n.locale)
}
