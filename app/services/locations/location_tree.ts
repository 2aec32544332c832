import Location, { type LocationLevel } from '#models/location'
import { COUNTRIES, type CountryCode } from '#shared/countries'

export type TreeNode = {
  id: number
  countryCode: CountryCode
  level: LocationLevel
  name: string
  lat: number
  lng: number
  parent: TreeNode | null
  children: TreeNode[]
}

/**
 * The whole location tree in memory (a few thousand rows), loaded once and
 * dropped when master data changes. Reverse geocoding and the hierarchy read
 * it without touching the database.
 */
export default class LocationTree {
  #loading: Promise<TreeNode[]> | null = null

  /** All nodes, parents before children. */
  nodes(): Promise<TreeNode[]> {
    this.#loading ??= this.#load().catch((error) => {
      this.#loading = null
      throw error
    })
    return this.#loading
  }

  /** Forget the cached tree (after an admin edits locations, or a reseed). */
  invalidate() {
    this.#loading = null
  }

  async #load(): Promise<TreeNode[]> {
    const rows = await Location.query().orderBy('display_order').orderBy('id')
    const byId = new Map<number, TreeNode>()
    for (const row of rows) {
      byId.set(row.id, {
        id: row.id,
        countryCode: row.countryCode as CountryCode,
        level: row.level,
        name: row.name,
        lat: row.lat,
        lng: row.lng,
        parent: null,
        children: [],
      })
    }
    for (const row of rows) {
      const node = byId.get(row.id)!
      const parent = row.parentId ? byId.get(row.parentId) : undefined
      if (parent) {
        node.parent = parent
        parent.children.push(node)
      }
    }
    return [...byId.values()]
  }

  /** One country's states → districts → cities → areas, for the location filter. */
  async statesOf(country: CountryCode): Promise<Record<string, Record<string, Record<string, string[]>>>> {
    const hierarchy = await this.hierarchy()
    return hierarchy[COUNTRIES[country].name] ?? {}
  }

  /**
   * The map of 000 §7: country name → state → district → city → list of areas.
   */
  async hierarchy(): Promise<Record<string, Record<string, Record<string, Record<string, string[]>>>>> {
    const nodes = await this.nodes()
    const result: Record<string, Record<string, Record<string, Record<string, string[]>>>> = {}
    for (const state of nodes.filter((node) => node.level === 'state')) {
      const country = (result[COUNTRIES[state.countryCode].name] ??= {})
      const districts = (country[state.name] = {} as Record<string, Record<string, string[]>>)
      for (const district of state.children) {
        const cities = (districts[district.name] = {} as Record<string, string[]>)
        for (const city of district.children) cities[city.name] = city.children.map((area) => area.name)
      }
    }
    return result
  }
}
