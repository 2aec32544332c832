import { DateTime } from 'luxon'
import { PROPERTY_TYPES } from '#rules/search_options'
import { VENTURE_AMENITIES } from '#rules/venture_options'
import { type BenchPlace, seededPlaceColumns, random } from '#services/bench/bench_support'

/**
 * Synthetic but believable listings for the search benchmark: Indian and US
 * cities with real localities, the six property types, prices and areas in
 * realistic ranges (rupees in India, dollars in the US: each listing in its currency), and descriptions with varied vocabulary.
 */
export const CITIES: readonly BenchPlace[] = [
  {
    country: 'IN',
    state: 'Telangana',
    district: 'Rangareddy',
    city: 'Hyderabad',
    areas: ['Gachibowli', 'Kondapur', 'Madhapur', 'Kokapet', 'Narsingi', 'Manikonda', 'HITEC City'],
  },
  {
    country: 'IN',
    state: 'Telangana',
    district: 'Hyderabad',
    city: 'Hyderabad',
    areas: ['Banjara Hills', 'Jubilee Hills', 'Ameerpet', 'Begumpet', 'Somajiguda'],
  },
  {
    country: 'IN',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    city: 'Bengaluru',
    areas: [
      'Koramangala',
      'Indiranagar',
      'Whitefield',
      'HSR Layout',
      'Jayanagar',
      'BTM Layout',
      'Electronic City',
    ],
  },
  {
    country: 'IN',
    state: 'Maharashtra',
    district: 'Mumbai Suburban',
    city: 'Mumbai',
    areas: ['Bandra West', 'Andheri West', 'Powai', 'Goregaon', 'Malad', 'Borivali'],
  },
  {
    country: 'IN',
    state: 'Maharashtra',
    district: 'Pune',
    city: 'Pune',
    areas: ['Hinjewadi', 'Kharadi', 'Baner', 'Wakad', 'Viman Nagar'],
  },
  {
    country: 'IN',
    state: 'Tamil Nadu',
    district: 'Chengalpattu',
    city: 'Chennai',
    areas: ['OMR', 'ECR', 'Sholinganallur', 'Perungudi'],
  },
  {
    country: 'IN',
    state: 'Tamil Nadu',
    district: 'Chennai',
    city: 'Chennai',
    areas: ['Anna Nagar', 'T. Nagar', 'Adyar', 'Velachery'],
  },
  {
    country: 'IN',
    state: 'Delhi',
    district: 'South West Delhi',
    city: 'New Delhi',
    areas: ['Dwarka', 'Vasant Kunj', 'Janakpuri'],
  },
  {
    country: 'IN',
    state: 'Haryana',
    district: 'Gurugram',
    city: 'Gurugram',
    areas: ['Sector 57', 'DLF Phase 1', 'Golf Course Road', 'Sohna Road'],
  },
  {
    country: 'IN',
    state: 'Gujarat',
    district: 'Ahmedabad',
    city: 'Ahmedabad',
    areas: ['Navrangpura', 'Satellite', 'Bodakdev', 'Prahlad Nagar'],
  },
  {
    country: 'US',
    state: 'Ohio',
    district: 'Franklin County',
    city: 'Columbus',
    areas: ['Short North', 'German Village', 'Clintonville', 'Easton'],
  },
  {
    country: 'US',
    state: 'Texas',
    district: 'Travis County',
    city: 'Austin',
    areas: ['Downtown', 'Mueller', 'Hyde Park', 'Zilker'],
  },
  {
    country: 'US',
    state: 'New Jersey',
    district: 'Middlesex County',
    city: 'Edison',
    areas: ['Oak Tree', 'Clara Barton', 'North Edison'],
  },
]

/** Every property type, apartments three times as often as the others. */
const TYPES = ['apartment', 'apartment', ...PROPERTY_TYPES] as const
const STATUSES = [
  'available',
  'available',
  'available',
  'sold',
  'rented',
  'under_construction',
] as const
const FEATURES = [
  'lake view',
  'east facing',
  'corner unit',
  'gated community',
  'near metro',
  'park facing',
  'newly renovated',
  'modular kitchen',
  'vaastu compliant',
  'covered parking',
  'rooftop garden',
  'pet friendly',
]

export function benchRows(count: number, ownerId: number, offset = 0) {
  const rand = random(42 + offset)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]
  const start = DateTime.fromISO('2024-01-01T00:00:00Z')
  const rows = []
  for (let i = 0; i < count; i++) {
    const place = pick(CITIES)
    const area = pick(place.areas)
    const type = pick(TYPES)
    const bedrooms = ['plot', 'farmland', 'commercial'].includes(type)
      ? null
      : 1 + Math.floor(rand() * 5)
    const sqft =
      type === 'farmland' ? 20_000 + Math.floor(rand() * 200_000) : 450 + Math.floor(rand() * 4_500)
    const perSqft = rand()
    const price =
      place.country === 'US'
        ? Math.round((sqft * (150 + perSqft * 450)) / 1000) * 1000
        : Math.round((sqft * (3_000 + perSqft * 12_000)) / 1000) * 1000
    const feature = pick(FEATURES)
    const label = bedrooms
      ? `${bedrooms} BHK ${type === 'apartment' ? 'Apartment' : type === 'villa' ? 'Villa' : 'House'}`
      : type === 'plot'
        ? 'Open Plot'
        : type === 'farmland'
          ? 'Farm Land'
          : 'Commercial Space'
    const published = start.plus({ minutes: Math.floor(rand() * 60 * 24 * 700) })
    rows.push({
      owner_id: ownerId,
      title: `${label} in ${area}, ${feature}`,
      property_type: type,
      price,
      area_sqft: sqft,
      bedrooms,
      bathrooms: bedrooms ? Math.max(1, bedrooms - Math.floor(rand() * 2)) : null,
      status: pick(STATUSES),
      description: `${label} with ${feature} in ${area}, ${place.city}. ${pick(FEATURES)} and ${pick(FEATURES)}; close to schools, hospitals and shopping.`,
      amenities: JSON.stringify([pick(VENTURE_AMENITIES), pick(VENTURE_AMENITIES)]),
      images: '[]',
      ...seededPlaceColumns(place, area),
      listing_state: rand() < 0.9 ? 'active' : rand() < 0.5 ? 'expired' : 'draft',
      published_at: published.toFormat('yyyy-MM-dd HH:mm:ss'),
      expires_at: published.plus({ days: 30 }).toFormat('yyyy-MM-dd HH:mm:ss'),
      created_at: published.toFormat('yyyy-MM-dd HH:mm:ss'),
      updated_at: published.toFormat('yyyy-MM-dd HH:mm:ss'),
    })
  }
  return rows
}
