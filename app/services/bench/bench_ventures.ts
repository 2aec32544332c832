import { DateTime } from 'luxon'
import { priceSortKeys } from '#models/venture'
import { type BenchPlace, seededPlaceColumns, random } from '#services/bench/bench_support'
import { BENCH_UNIT_STATUSES } from '#services/bench/bench_unit_statuses'
import {
  APPROVALS,
  BUILDERS,
  BUILDER_NAMES,
  VENTURE_AMENITIES,
  VENTURE_PROPERTY_TYPES,
  VENTURE_STATUSES,
  VENTURE_TYPES,
} from '#rules/venture_options'

/**
 * Synthetic ventures and units for the venture benchmark (issue 14): Indian
 * and US cities, every option list used, units 1-5 BHK (and penthouses) on
 * towers of realistic heights. Deterministic: every run seeds the same data.
 */
const PLACES: readonly BenchPlace[] = [
  {
    country: 'IN',
    state: 'Telangana',
    district: 'Rangareddy',
    city: 'Hyderabad',
    areas: ['Gachibowli', 'Kondapur', 'Kokapet', 'Narsingi', 'Tellapur'],
  },
  {
    country: 'IN',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    city: 'Bengaluru',
    areas: ['Whitefield', 'Sarjapur Road', 'Hebbal', 'Electronic City'],
  },
  {
    country: 'IN',
    state: 'Maharashtra',
    district: 'Pune',
    city: 'Pune',
    areas: ['Hinjewadi', 'Kharadi', 'Baner', 'Wakad'],
  },
  {
    country: 'IN',
    state: 'Tamil Nadu',
    district: 'Chengalpattu',
    city: 'Chennai',
    areas: ['OMR', 'Sholinganallur', 'Perungudi'],
  },
  {
    country: 'IN',
    state: 'Haryana',
    district: 'Gurugram',
    city: 'Gurugram',
    areas: ['Sector 57', 'Golf Course Road', 'Sohna Road'],
  },
  {
    country: 'US',
    state: 'Ohio',
    district: 'Franklin County',
    city: 'Columbus',
    areas: ['Short North', 'Easton', 'Dublin'],
  },
]
const WORDS = [
  'Skyline',
  'Lakeview',
  'Palm',
  'Meadows',
  'Heights',
  'Greens',
  'Residency',
  'Towers',
  'Enclave',
  'Gardens',
  'Vista',
  'Crest',
]

function some<T>(rand: () => number, list: readonly T[], max: number): T[] {
  return list.filter(() => rand() < max / list.length)
}

export function benchVentureRows(count: number, ownerId: number, offset = 0, unitsPerVenture = 25) {
  const rand = random(7 + offset)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]
  const start = DateTime.fromISO('2024-01-01T00:00:00Z')
  const rows = []
  for (let i = 0; i < count; i++) {
    const place = pick(PLACES)
    const area = pick(place.areas)
    const builder = pick(BUILDERS)
    const min =
      place.country === 'US'
        ? 200_000 + Math.floor(rand() * 1_500_000)
        : 3_000_000 + Math.floor(rand() * 60_000_000)
    const published = start
      .plus({ minutes: Math.floor(rand() * 60 * 24 * 700) })
      .toFormat('yyyy-MM-dd HH:mm:ss')
    rows.push({
      owner_id: ownerId,
      name: `${pick(WORDS)} ${pick(WORDS)} ${offset + i}`,
      description: `A ${pick(VENTURE_TYPES).replace('_', ' ')} project in ${area}, ${place.city}.`,
      builder,
      builder_name: BUILDER_NAMES[builder] ?? `${pick(WORDS)} Developers`,
      venture_type: pick(VENTURE_TYPES),
      status: pick(VENTURE_STATUSES),
      property_types: JSON.stringify(some(rand, VENTURE_PROPERTY_TYPES, 2)),
      unit_types: JSON.stringify(['apartment']),
      amenities: JSON.stringify(some(rand, VENTURE_AMENITIES, 6)),
      approvals: JSON.stringify(some(rand, APPROVALS, 3)),
      images: '[]',
      master_plan_images: '[]',
      phases: '[]',
      nearby_landmarks: '[]',
      possession_month: DateTime.fromISO('2025-01-01')
        .plus({ months: Math.floor(rand() * 60) })
        .toFormat('yyyy-MM'),
      min_price: min,
      max_price: Math.round(min * (1.3 + rand())),
      // A raw insert skips the model's hook that keeps these in step with min_price.
      price_sort_asc: priceSortKeys(min).priceSortAsc,
      price_sort_desc: priceSortKeys(min).priceSortDesc,
      unit_configs: JSON.stringify(
        ['1bhk', '2bhk', '3bhk', '4bhk', '5bhk_plus', 'penthouse'].filter(
          (_, k) => k === 5 || rand() < 0.8
        )
      ),
      planned_units: unitsPerVenture,
      unit_count: unitsPerVenture,
      total_units: unitsPerVenture,
      ...seededPlaceColumns(place, area),
      is_public: rand() < 0.92,
      published_at: published,
      created_at: published,
      updated_at: published,
    })
  }
  return rows
}

/** The units of one seeded venture: floors of 4, 1-5 BHK, some penthouses on top, a mix of statuses. */
export function benchUnitRows(
  venture: {
    id: number
    owner_id: number
    name: string
    state: string
    district: string
    city: string
    area: string
    location: string
    country_code: string
    min_price: number
  },
  towerId: number,
  count: number
) {
  const rand = random(venture.id)
  const rows = []
  for (let i = 0; i < count; i++) {
    const floor = Math.floor(i / 4) + 1
    const unitNumber = String(floor * 100 + (i % 4) + 1)
    const bedrooms = 1 + Math.floor(rand() * 5)
    rows.push({
      owner_id: venture.owner_id,
      venture_id: venture.id,
      tower_id: towerId,
      unit_number: unitNumber,
      floor,
      unit_type: i >= count - 2 ? 'penthouse' : 'apartment',
      title: `${venture.name} · Tower A ${unitNumber}`,
      property_type: 'apartment',
      price: venture.min_price + Math.floor(rand() * venture.min_price),
      area_sqft: 600 + bedrooms * 350,
      bedrooms,
      bathrooms: Math.max(1, bedrooms - 1),
      status: BENCH_UNIT_STATUSES[Math.floor(rand() * BENCH_UNIT_STATUSES.length)],
      description: `${bedrooms} BHK unit ${unitNumber}`,
      amenities: '[]',
      images: '[]',
      state: venture.state,
      district: venture.district,
      city: venture.city,
      area: venture.area,
      location: venture.location,
      country_code: venture.country_code,
      listing_state: 'active',
      published_at: '2025-06-01 00:00:00',
      expires_at: '2037-12-31 00:00:00',
      created_at: '2025-06-01 00:00:00',
      updated_at: '2025-06-01 00:00:00',
    })
  }
  return rows
}

/**
 * Inserts one batch of seeded ventures (rows of benchVentureRows) with a
 * tower each and `units` units in it, in the caller's transaction.
 */
export async function insertBenchVentures(trx: any, rows: any[], owner: number, units: number) {
  await trx.table('ventures').multiInsert(rows)
  const ventures = await trx
    .from('ventures')
    .where('owner_id', owner)
    .orderBy('id', 'desc')
    .limit(rows.length)
  const now = rows[0].created_at
  await trx.table('towers').multiInsert(
    ventures.map((v: any) => ({
      venture_id: v.id,
      name: 'Tower A',
      floors: Math.ceil(units / 4),
      units_per_floor: 4,
      tower_type: 'residential',
      created_at: now,
      updated_at: now,
    }))
  )
  const towerRows = await trx.from('towers').whereIn(
    'venture_id',
    ventures.map((v: any) => v.id)
  )
  const towers = new Map(towerRows.map((t: any) => [t.venture_id, t.id]))
  const unitRows = ventures.flatMap((v: any) => benchUnitRows(v, towers.get(v.id) as number, units))
  for (let i = 0; i < unitRows.length; i += 1000)
    await trx.table('properties').multiInsert(unitRows.slice(i, i + 1000))
}
