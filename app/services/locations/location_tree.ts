import cache from '@adonisjs/cache/services/main'
import Location, { type LocationLevel } from '#models/location'
import { COUNTRIES, type CountryCode } from '#rules/countries'
import { cacheVersion } from '#services/db/cache_versions'
import { PlaceNames } from '#services/locations/place_names'

export type TreeNode = {
  id: number
  countryCode: CountryCode
  level: LocationLevel
  name: string
  /** Hindi and Telugu names (issue 27), null when none is known. */
  nameHi: string | null
  nameTe: string | null
  lat: number
  lng: number
  parent: TreeNode | null
  children: TreeNode[]
}

/** A place as kept in the shared cache (no links: the tree is built from these per process). */
type PlaceRow = Omit<TreeNode, 'parent' | 'children'> & { parentId: number | null }

/**
 * The whole location tree in memory (a few thousand rows). Reverse geocoding
 * and the hierarchy read it without loading the table again: each use reads
 * only the tree's cache version (one primary-key row, bumped by every admin
 * edit of a place, services/db/cache_versions.ts) and reloads when it moved,
 * so every app instance serves an edit from its next request on. The rows of
 * a version are kept in the shared cache (config/cache.ts): with Redis, the
 * table is read once per edit for the whole fleet, not once per instance.
 */
export default class LocationTree {
  #loading: Promise<TreeNode[]> | null = null
  #names: { nodes: TreeNode[]; names: PlaceNames } | null = null
  #version = -1
  /** Bumped by `invalidate`: rows cached before a reseed in this process are not read again. */
  #generation = 0

  /** All nodes, parents before children. */
  async nodes(): Promise<TreeNode[]> {
    const version = await cacheVersion('locations')
    if (version !== this.#version) {
      this.#version = version
      this.#loading = null
    }
    this.#loading ??= this.#load().catch((error) => {
      this.#loading = null
      throw error
    })
    return this.#loading
  }

  /** Forget the cached tree (a reseed in this process). */
  invalidate() {
    this.#loading = null
    this.#generation++
  }

  async #load(): Promise<TreeNode[]> {
    const rows = await cache.getOrSet({
      key: `locations:rows:v${this.#version}:g${this.#generation}`,
      ttl: '1d',
      factory: () => this.#rows(),
    })
    const byId = new Map<number, TreeNode>()
    for (const { id, countryCode, level, name, nameHi, nameTe, lat, lng } of rows)
      byId.set(id, {
        id,
        countryCode,
        level,
        name,
        nameHi,
        nameTe,
        lat,
        lng,
        parent: null,
        children: [],
      })
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

  async #rows(): Promise<PlaceRow[]> {
    // Retired places (admin) are kept for old listings but offered to no new one.
    const rows = await Location.query()
      .whereNull('retired_at')
      .orderBy('display_order')
      .orderBy('id')
    return rows.map((row) => ({
      id: row.id,
      countryCode: row.countryCode as CountryCode,
      level: row.level,
      name: row.name,
      nameHi: row.nameHi,
      nameTe: row.nameTe,
      lat: row.lat,
      lng: row.lng,
      parentId: row.parentId,
    }))
  }

  /** The tree's Hindi and Telugu names (place_names.ts), built once per load. */
  async placeNames(): Promise<PlaceNames> {
    const nodes = await this.nodes()
    if (this.#names?.nodes !== nodes) this.#names = { nodes, names: new PlaceNames(nodes) }
    return this.#names.names
  }

  /** One country's states → districts → cities → areas, for the location filter. */
  async statesOf(
    country: CountryCode
  ): Promise<Record<string, Record<string, Record<string, string[]>>>> {
    const hierarchy = await this.hierarchy()
    return hierarchy[COUNTRIES[country].name] ?? {}
  }

  /**
   * The map of 000 §7: country name → state → district → city → list of areas.
   */
  async hierarchy(): Promise<
    Record<string, Record<string, Record<string, Record<string, string[]>>>>
  > {
    const nodes = await this.nodes()
    const result: Record<string, Record<string, Record<string, Record<string, string[]>>>> = {}
    for (const state of nodes.filter((node) => node.level === 'state')) {
      const country = (result[COUNTRIES[state.countryCode].name] ??= {})
      const districts = (country[state.name] = {} as Record<string, Record<string, string[]>>)
      for (const district of state.children) {
        const cities = (districts[district.name] = {} as Record<string, string[]>)
        for (const city of district.children)
          cities[city.name] = city.children.map((area) => area.name)
      }
    }
    return result
  }
}
