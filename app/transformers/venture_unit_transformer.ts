import type Property from '#models/property'
import { BaseTransformer } from '@adonisjs/core/transformers'
import * as s from '#transformers/schemas/json_schema'

/** A venture unit (000 §3 Venture unit, 001 §3 Unit (builder)); a unit is a listing, price in `currency`. */
export default class VentureUnitTransformer extends BaseTransformer<Property> {
  toObject() {
    const u = this.resource
    return {
      id: u.id,
      venture_id: u.ventureId,
      tower_id: u.towerId,
      tower_name: (u.$extras.tower_name as string | undefined) ?? null,
      unit_number: u.unitNumber,
      unit_type: u.unitType,
      floor: u.floor,
      facing: u.facing,
      bedrooms: u.bedrooms,
      bathrooms: u.bathrooms,
      area: u.areaSqft,
      price: u.price,
      currency: u.currency,
      status: u.status,
      title: u.title,
      description: u.description,
      amenities: u.amenities,
      images: u.images,
    }
  }

  /** The builder's view: where the unit's listing stands. */
  forOwner() {
    const u = this.resource
    return {
      ...this.toObject(),
      listing_state: u.listingState,
      expires_at: u.expiresAt?.toISO() ?? null,
    }
  }
}

const unit = s.object({
  id: s.int,
  venture_id: s.nullable(s.int),
  tower_id: s.nullable(s.int),
  tower_name: s.nullable(s.str),
  unit_number: s.nullable(s.str),
  unit_type: s.nullable(s.str),
  floor: s.nullable(s.int),
  facing: s.nullable(s.str),
  bedrooms: s.nullable(s.int),
  bathrooms: s.nullable(s.int),
  area: s.num,
  price: s.num,
  currency: s.str,
  status: s.str,
  title: s.str,
  description: s.str,
  amenities: s.arrayOf(s.str),
  images: s.arrayOf(s.str),
})

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const ventureUnitSchemas = {
  VentureUnit: unit,
  VentureUnitOwned: s.extend(unit, { listing_state: s.str, expires_at: s.nullable(s.dateTime) }),
}
