import app from '@adonisjs/core/services/app'
import LocationTree, { type TreeNode } from '#services/locations/location_tree'
import { joinLocation } from '#rules/location_filter'
import type { CountryCode } from '#rules/countries'
import { FieldError } from '#exceptions/field_error'

export type ListingPlace = {
  countryCode: CountryCode
  state: string | null
  district: string | null
  city: string | null
  area: string | null
  location: string
  lat: number | null
  lng: number | null
}

export type PlaceParts = {
  state?: string
  district?: string
  city?: string
  area_name?: string
  location?: string
}

/** The columns a listing or a venture keeps of its place (listings also keep the coordinates). */
export function placeColumns(place: ListingPlace) {
  const { state, district, city, area, location, countryCode } = place
  return { state, district, city, area, location, countryCode }
}

/** A place the tree does not have; reported on the field named. */
export class UnknownPlaceError extends FieldError {
  constructor(field: 'state' | 'district' | 'city' | 'area_name') {
    super(field, 'posting.validation.messages.place.unknown', 'place')
  }
}

/**
 * Where a listing is (001 §3 location, state, district, city, area_name):
 * chosen from the location tree, each level a child of the one above, in the
 * given country. The display location is built from the parts (000 §5) and
 * the coordinates are the most precise chosen place's. Without a state (older
 * /api clients) the free-text location stands alone.
 */
export async function resolvePlace(parts: PlaceParts, country: CountryCode): Promise<ListingPlace> {
  if (!parts.state) {
    return {
      countryCode: country,
      state: null,
      district: null,
      city: null,
      area: null,
      location: parts.location!.trim(),
      lat: null,
      lng: null,
    }
  }
  const tree = await app.container.make(LocationTree)
  const nodes = await tree.nodes()
  const levels = [
    ['state', parts.state],
    ['district', parts.district],
    ['city', parts.city],
    ['area_name', parts.area_name],
  ] as const
  let parent: TreeNode | null = null
  let chosen: TreeNode | null = null
  let countryCode: CountryCode = country
  for (const [field, name] of levels) {
    if (!name) break
    const candidates: TreeNode[] = parent
      ? parent.children
      : nodes.filter((node) => node.level === 'state')
    const match = candidates.find((node) => node.name.toLowerCase() === name.trim().toLowerCase())
    if (!match) throw new UnknownPlaceError(field)
    if (!parent) countryCode = match.countryCode
    parent = chosen = match
  }
  const names = { state: null, district: null, city: null, area: null } as Record<
    'state' | 'district' | 'city' | 'area',
    string | null
  >
  for (let node: TreeNode | null = chosen; node; node = node.parent) names[node.level] = node.name
  return {
    countryCode,
    ...names,
    location: joinLocation({
      state: names.state ?? '',
      district: names.district ?? '',
      city: names.city ?? '',
      area: names.area ?? '',
    }),
    lat: chosen?.lat ?? null,
    lng: chosen?.lng ?? null,
  }
}
