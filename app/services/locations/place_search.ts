import app from '@adonisjs/core/services/app'
import LocationTree from '#services/locations/location_tree'
import { INDIC } from '#services/locations/place_names'

/**
 * A search text with its Hindi and Telugu place names read as the English
 * names the listings store (PlaceNames.toEnglish, issue 27): "हैदराबाद में
 * 2 BHK" searches what "Hyderabad 2 BHK" searches, through the same indexes.
 * A text in Latin letters is returned without reading the tree.
 */
export async function withEnglishPlaces(text: string): Promise<string> {
  if (!INDIC.test(text)) return text
  const tree = await app.container.make(LocationTree)
  const names = await tree.placeNames()
  return names.toEnglish(text)
}
