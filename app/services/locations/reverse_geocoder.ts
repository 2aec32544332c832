import { inject } from '@adonisjs/core'
import LocationTree, { type TreeNode } from '#services/locations/location_tree'
import { COUNTRIES } from '#rules/countries'

/** How far an area or a city may be from the point and still be "here". */
export const AREA_RADIUS_KM = 6
export const CITY_RADIUS_KM = 35
export const PROVIDER = 'dreamhomes-local'

export type DetectedLocation = {
  country: string
  country_code: string
  state: string
  district: string | null
  city: string | null
  area: string | null
  postcode: string | null
  latitude: number
  longitude: number
  /** 0-1, from the distance to the matched place. */
  confidence: number
  provider: string
  /** Kilometres from the point to the matched area (or city). */
  distance_km: number
  full_address: string
  road: string | null
  house_number: string | null
  nearby_landmark: string | null
  coordinates_accuracy: 'area' | 'city'
}

const EARTH_RADIUS_KM = 6371

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a))
}

function nearest(nodes: TreeNode[], lat: number, lng: number) {
  let best: { node: TreeNode; km: number } | null = null
  for (const node of nodes) {
    const km = distanceKm(lat, lng, node.lat, node.lng)
    if (!best || km < best.km) best = { node, km }
  }
  return best
}

/**
 * Reverse geocoding with no outside service: the nearest known area within
 * AREA_RADIUS_KM, else the nearest city within CITY_RADIUS_KM; anything
 * farther is outside the service area (null).
 */
@inject()
export default class ReverseGeocoder {
  constructor(private tree: LocationTree) {}

  async locate(lat: number, lng: number): Promise<DetectedLocation | null> {
    const nodes = await this.tree.nodes()
    // The nearest area if one is close enough, else the nearest city.
    const levels = [
      ['area', AREA_RADIUS_KM],
      ['city', CITY_RADIUS_KM],
    ] as const
    for (const [level, radius] of levels) {
      const found = nearest(
        nodes.filter((node) => node.level === level),
        lat,
        lng
      )
      if (found && found.km <= radius) return this.#record(found.node, found.km, radius, lat, lng)
    }
    return null
  }

  #record(node: TreeNode, km: number, radius: number, lat: number, lng: number): DetectedLocation {
    const chain: Partial<Record<TreeNode['level'], TreeNode>> = {}
    for (let current: TreeNode | null = node; current; current = current.parent)
      chain[current.level] = current

    const country = COUNTRIES[node.countryCode]
    const parts = [
      chain.area?.name,
      chain.city?.name,
      chain.district && chain.district.name !== chain.city?.name ? chain.district.name : null,
      chain.state?.name,
      country.name,
    ]
    return {
      country: country.name,
      country_code: country.code,
      state: chain.state?.name ?? '',
      district: chain.district?.name ?? null,
      city: chain.city?.name ?? null,
      area: chain.area?.name ?? null,
      postcode: null,
      latitude: lat,
      longitude: lng,
      confidence: Math.round(Math.max(0.1, 1 - km / radius) * 100) / 100,
      provider: PROVIDER,
      distance_km: Math.round(km * 100) / 100,
      full_address: parts.filter(Boolean).join(', '),
      road: null,
      house_number: null,
      nearby_landmark: chain.area ? chain.area.name : null,
      coordinates_accuracy: chain.area ? 'area' : 'city',
    }
  }
}
