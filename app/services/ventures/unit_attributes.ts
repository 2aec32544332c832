import type Tower from '#models/tower'
import type Venture from '#models/venture'
import type { VentureUnitInput } from '#validators/venture_unit'

/** 001 §3 unit types as listing property types (units appear in property search). */
const PROPERTY_TYPE_OF_UNIT: Record<string, string> = {
  villa: 'villa',
  plot: 'plot',
  commercial_space: 'commercial',
  office: 'commercial',
  shop: 'commercial',
  warehouse: 'commercial',
}

/**
 * The listing columns of a venture unit: its place, amenities and title come
 * from the venture and tower; a description is written when none is given.
 * Shared by the builder's forms, 'Generate units' and bulk uploads.
 */
export function unitAttributes(
  venture: Venture,
  tower: Tower,
  input: Omit<VentureUnitInput, 'draft' | 'status' | 'tower_id' | 'tower_name'>
) {
  const rooms = input.bedrooms ? `${input.bedrooms} BHK ` : ''
  return {
    ownerId: venture.ownerId,
    ventureId: venture.id,
    towerId: tower.id,
    unitNumber: input.unit_name,
    unitType: input.unit_type,
    floor: input.floor ?? 1,
    facing: input.facing ?? null,
    title: `${venture.name} · ${tower.name} ${input.unit_name}`.slice(0, 200),
    propertyType: PROPERTY_TYPE_OF_UNIT[input.unit_type] ?? 'apartment',
    price: Math.round(input.price),
    areaSqft: Math.max(1, Math.round(input.area)),
    bedrooms: input.bedrooms ?? null,
    bathrooms: input.bathrooms ?? null,
    description:
      input.description ||
      `${rooms}${input.unit_type.replace('_', ' ')} ${input.unit_name} on floor ${input.floor ?? 1} of ${tower.name}, ${venture.name} by ${venture.builderName}.`,
    amenities: input.amenities ?? venture.amenities ?? [],
    images: [],
    state: venture.state,
    district: venture.district,
    city: venture.city,
    area: venture.area,
    location: venture.location,
    countryCode: venture.countryCode,
  }
}
