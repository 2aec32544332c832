import { INDIA_LOCATIONS, type StateSeed } from '#database/data/locations_in'
import { US_LOCATIONS } from '#database/data/locations_us'
import { INDIA_PLACE_NAMES } from '#database/data/location_names_in'
import type { TreeNode } from '#services/locations/location_tree'
import { Gazetteer } from '#services/assistant/place'
import type { CountryCode } from '#rules/countries'

/** The seeded location tree in memory, as LocationTree would load it (no database). */
export function seededGazetteer(country: CountryCode): Gazetteer {
  const seeds: StateSeed[] = country === 'IN' ? INDIA_LOCATIONS : US_LOCATIONS
  const nodes: TreeNode[] = []
  let id = 0
  const node = (level: TreeNode['level'], name: string, parent: TreeNode | null): TreeNode => {
    const created: TreeNode = {
      id: ++id,
      countryCode: country,
      level,
      name,
      nameHi: (country === 'IN' && INDIA_PLACE_NAMES[name]?.[0]) || null,
      nameTe: (country === 'IN' && INDIA_PLACE_NAMES[name]?.[1]) || null,
      lat: 0,
      lng: 0,
      parent,
      children: [],
    }
    parent?.children.push(created)
    nodes.push(created)
    return created
  }
  for (const state of seeds) {
    const s = node('state', state.name, null)
    for (const district of state.districts) {
      const d = node('district', district.name, s)
      for (const city of district.cities) {
        const c = node('city', city.name, d)
        for (const [area] of city.areas) node('area', area, c)
      }
    }
  }
  return new Gazetteer(nodes)
}
