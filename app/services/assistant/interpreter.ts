import { COUNTRIES, type CountryCode } from '#rules/countries'
import { PROPERTY_TYPES } from '#rules/search_options'
import { readBudget } from '#services/assistant/budget'
import { readFeatures } from '#services/assistant/features'
import { normalize } from '#services/assistant/normalize'
import type { Gazetteer, Place } from '#services/assistant/place'
import { productTopic, type ProductTopic } from '#services/assistant/product_topics'
import { refusalGround, type RefusalGround } from '#services/assistant/refusal'
import { FILLER_WORDS } from '#services/assistant/filler_vocabulary'
import { CHAT_MESSAGE_MAX } from '#rules/chat_rules'
import { readActionRequest, type ActionRequest } from '#services/assistant/action_request'

export const CHIP_KEYS = [
  'property_type',
  'bedrooms',
  'budget',
  'place',
  'status',
  'builder',
  'amenities',
] as const
export type ChipKey = (typeof CHIP_KEYS)[number]

/** Something the question asked that no filter can say, told to the user. */
export type Note = 'rent' | 'amenities_projects_only' | 'one_type' | 'converted' | 'ignored'

/** Filters in the parameter names of GET /api/properties or GET /api/ventures. */
export type SearchFilters = Record<string, string | number | string[]>

export type Chip = {
  key: ChipKey
  params: string[]
  value: string | number | string[] | Place | { min?: number; max?: number }
}

export type Interpretation =
  | { type: 'refusal'; ground: RefusalGround }
  | { type: 'product'; topic: ProductTopic }
  | { type: 'action'; request: ActionRequest }
  | {
      type: 'search'
      kind: 'properties' | 'ventures'
      filters: SearchFilters
      chips: Chip[]
      notes: Note[]
      ignored: string[]
    }
  | { type: 'unknown' }

const FILLER = new Set(FILLER_WORDS)
/** Topics that are questions about the product even when a listing word occurs ("how do I post a villa?"). */
const STRONG_TOPICS = new Set<ProductTopic>(['credits', 'bulk_upload', 'posting', 'contact'])

/**
 * Turns a question into the filters of the list endpoints, or into a refusal
 * or a product topic, or into a request to act on a shown listing. Pure: the place names come in as a Gazetteer, so the
 * unit test runs it on the seeded tree without a database. Only the first
 * CHAT_MESSAGE_MAX characters are read (the validator refuses longer ones;
 * this bounds the work whoever calls it, docs/security.md "Hostile input").
 */
export function interpret(
  message: string,
  country: CountryCode,
  gazetteer: Gazetteer,
  without: readonly ChipKey[] = []
): Interpretation {
  const text = normalize(message.slice(0, CHAT_MESSAGE_MAX))
  const ground = refusalGround(text)
  if (ground) return { type: 'refusal', ground }
  // "Contact the owner of the second one" before the product topics ("contact" is one).
  const request = readActionRequest(text)
  if (request) return { type: 'action', request }
  const topic = productTopic(text)
  if (topic && STRONG_TOPICS.has(topic)) return { type: 'product', topic }

  const { features, rest: afterFeatures } = readFeatures(text)
  const { budget, rest: afterBudget } = readBudget(afterFeatures, COUNTRIES[country].currency)
  const { place, rest } = gazetteer.find(afterBudget)
  const ignored = rest
    .split(' ')
    .filter((word) => word && !FILLER.has(word) && !/^[\d.+\-$₹]+$/.test(word))

  const ventures =
    features.ventureWords ||
    Boolean(features.builder) ||
    features.ventureStatus === 'upcoming' ||
    features.ventureStatus === 'completed' ||
    features.types.some((type) => !(PROPERTY_TYPES as readonly string[]).includes(type))

  const filters: SearchFilters = {}
  const chips: Chip[] = []
  const notes: Note[] = []
  const add = (key: ChipKey, values: SearchFilters, value: Chip['value']) => {
    if (without.includes(key)) return
    Object.assign(filters, values)
    chips.push({ key, params: Object.keys(values), value })
  }

  if (features.types.length > 0) {
    if (ventures) add('property_type', { property_types: features.types }, features.types)
    else {
      add('property_type', { property_type: features.types[0] }, features.types[0])
      if (features.types.length > 1) notes.push('one_type')
    }
  }
  if (features.bedrooms) {
    const config = features.bedrooms >= 5 ? '5bhk_plus' : `${features.bedrooms}bhk`
    add(
      'bedrooms',
      ventures ? { unit_configs: [config] } : { bedrooms: features.bedrooms },
      features.bedrooms
    )
  }
  if (budget) {
    const values: SearchFilters = {}
    if (budget.min_price !== undefined) values.min_price = budget.min_price
    if (budget.max_price !== undefined) values.max_price = budget.max_price
    add('budget', values, { min: budget.min_price, max: budget.max_price })
    if (budget.converted && !without.includes('budget')) notes.push('converted')
  }
  if (place) add('place', { ...place.filter }, place)
  const status = ventures
    ? (features.ventureStatus ?? features.propertyStatus)
    : propertyStatus(features.ventureStatus ?? features.propertyStatus)
  if (status && !(ventures && status === 'available')) add('status', { status }, status)
  if (features.builder) add('builder', { builder: features.builder }, features.builder)
  if (features.amenities.length > 0) {
    if (ventures) add('amenities', { amenities: features.amenities }, features.amenities)
    else notes.push('amenities_projects_only')
  }
  if (features.rent) notes.push('rent')
  if (ignored.length > 0) notes.push('ignored')

  const understood = chips.length > 0 || without.length > 0 || features.ventureWords
  if (!understood) {
    if (topic) return { type: 'product', topic }
    if (features.rent) return { type: 'search', kind: 'properties', filters, chips, notes, ignored }
    return { type: 'unknown' }
  }
  return {
    type: 'search',
    kind: ventures ? 'ventures' : 'properties',
    filters,
    chips,
    notes,
    ignored,
  }
}

/** Project statuses as a single listing's status: "ready to move" is an available home. */
function propertyStatus(status: string | undefined): string | undefined {
  if (status === 'ready_to_move') return 'available'
  return status
}
