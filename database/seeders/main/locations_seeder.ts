import { BaseSeeder } from '@adonisjs/lucid/seeders'
import Location, { type LocationLevel } from '#models/location'
import { INDIA_LOCATIONS, type StateSeed } from '#database/data/locations_in'
import { US_LOCATIONS } from '#database/data/locations_us'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { INDIA_PLACE_NAMES } from '#database/data/location_names_in'

type Node = { name: string; lat: number; lng: number; children: Node[] }

function toNodes(states: StateSeed[]): Node[] {
  return states.map((state) => ({
    ...state,
    children: state.districts.map((district) => ({
      ...district,
      children: district.cities.map((city) => ({
        ...city,
        children: city.areas.map(([name, lat, lng]) => ({ name, lat, lng, children: [] })),
      })),
    })),
  }))
}

const LEVELS: LocationLevel[] = ['state', 'district', 'city', 'area']

/** The Hindi and Telugu names of an Indian place (location_names_in.ts); none for the US. */
function localNames(country: string, name: string) {
  const [hi, te] = (country === 'IN' && INDIA_PLACE_NAMES[name]) || ['', '']
  return { nameHi: hi || null, nameTe: te || null }
}

/**
 * The location tree for India and the US, idempotent: a node is matched by
 * country, parent, level and name, so a second run adds nothing and admin
 * edits to existing nodes are kept; a node without Hindi or Telugu names
 * gets the known ones.
 */
export default class LocationsSeeder extends BaseSeeder {
  async run() {
    await this.client.transaction(async (trx) => {
      await this.#seed(trx, 'IN', toNodes(INDIA_LOCATIONS), null, 0)
      await this.#seed(trx, 'US', toNodes(US_LOCATIONS), null, 0)
    })
  }

  async #seed(
    trx: QueryClientContract,
    country: string,
    nodes: Node[],
    parentId: number | null,
    depth: number
  ) {
    const level = LEVELS[depth]
    const existing = await Location.query({ client: trx })
      .where('country_code', country)
      .where('level', level)
      .if(
        parentId === null,
        (q) => q.whereNull('parent_id'),
        (q) => q.where('parent_id', parentId!)
      )
    const byName = new Map(existing.map((location) => [location.name, location]))

    const missing = nodes.filter((node) => !byName.has(node.name))
    if (missing.length) {
      const created = await Location.createMany(
        missing.map((node) => ({
          countryCode: country,
          parentId,
          level,
          name: node.name,
          ...localNames(country, node.name),
          lat: node.lat,
          lng: node.lng,
          displayOrder: nodes.indexOf(node) + 1,
        })),
        { client: trx }
      )
      for (const location of created) byName.set(location.name, location)
    }
    for (const location of existing) {
      const names = localNames(country, location.name)
      if (location.nameHi || location.nameTe || (!names.nameHi && !names.nameTe)) continue
      await location.merge(names).save()
    }

    for (const node of nodes) {
      if (node.children.length)
        await this.#seed(trx, country, node.children, byName.get(node.name)!.id, depth + 1)
    }
  }
}
