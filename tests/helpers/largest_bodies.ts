import { CONTACT_LIMITS } from '#rules/contact_rules'
import {
  AMENITIES_MAX,
  AMENITY_MAX_LENGTH,
  DESCRIPTION_MAX,
  IMAGES_MAX,
  TITLE_MAX,
} from '#rules/listing_rules'
import {
  APPROVALS,
  UNIT_TYPES,
  VENTURE_AMENITIES,
  VENTURE_PROPERTY_TYPES,
} from '#rules/venture_options'

/**
 * The largest bodies our validators accept on the biggest routes, every text
 * field at its maximum length in Telugu letters (3 bytes each in UTF-8), for
 * the body caps of config/bodyparser.ts (docs/security.md "Request bodies").
 */
const LETTERS = 'అఆఇఈఉఊఋఎఏఐఒఓఔకఖగఘఙచఛజఝఞటఠడఢణతథదధనపఫబభమయరలవశషసహళ'
export const telugu = (length: number, seed = 0) =>
  Array.from({ length }, (_, i) => LETTERS[(i * 7 + seed) % LETTERS.length]).join('')
/** One of our upload addresses, `length` characters long. */
const mediaPath = (length: number, seed: number) =>
  `/media/images/${String(seed).padStart(4, '0')}/`.padEnd(length - 5, 'a') + '.webp'
const list = <T>(count: number, item: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => item(index))
const PLACE = {
  state: 'Telangana',
  district: 'Rangareddy',
  city: 'Hyderabad',
  area_name: 'Gachibowli',
}

export function largestListing() {
  return {
    title: telugu(TITLE_MAX),
    property_type: 'apartment',
    price: 99_999_999,
    area: 99_999_999,
    ...PLACE,
    description: telugu(DESCRIPTION_MAX),
    bedrooms: 10,
    bathrooms: 10,
    amenities: list(AMENITIES_MAX, (i) => telugu(AMENITY_MAX_LENGTH, i)),
    images: list(IMAGES_MAX, (i) => mediaPath(500, i)),
    status: 'available',
    booking_amount: 500_000,
    country_code: 'IN',
    lat: 0,
    lng: 0,
    draft: true,
  }
}

export function largestVenture() {
  return {
    name: telugu(150),
    description: telugu(5000),
    logo_url: mediaPath(500, 99),
    builder: 'others',
    builder_name: telugu(150, 1),
    venture_type: 'mixed_use',
    status: 'under_construction',
    property_types: [...VENTURE_PROPERTY_TYPES],
    unit_types: [...UNIT_TYPES],
    amenities: [...VENTURE_AMENITIES],
    approvals: [...APPROVALS],
    rera_number: 'P0240000'.padEnd(60, '9'),
    launch_date: '2025-01',
    possession_date: '2029-12',
    price_range: { min: 99_999_999_999, max: 99_999_999_999 },
    total_units: 100_000,
    images: list(20, (i) => mediaPath(500, i)),
    master_plan_images: list(10, (i) => mediaPath(500, 20 + i)),
    phases: list(20, (i) => ({
      name: telugu(200, i),
      status: 'under_construction',
      expected_date: '2027-12-31',
    })),
    nearby_landmarks: list(20, (i) => ({
      name: telugu(120, i),
      kind: 'transit',
      distance: 499.99,
      distance_unit: 'km',
    })),
    ...PLACE,
    country_code: 'IN',
    is_public: false,
  }
}

export function largestContact() {
  return {
    name: telugu(CONTACT_LIMITS.name),
    email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.in`,
    phone: '+91 (987) 654-32-10 11',
    subject: telugu(CONTACT_LIMITS.subject),
    inquiry_type: 'general',
    location: telugu(CONTACT_LIMITS.location),
    message: telugu(CONTACT_LIMITS.message),
    preferred_contact: 'phone',
  }
}

/** The body as a client that escapes every non-ASCII character (\uXXXX, 6 bytes a letter) sends it. */
export function asciiJson(body: unknown): string {
  return JSON.stringify(body).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  )
}
