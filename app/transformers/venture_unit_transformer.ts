import type Property from '#models/property'
import { BaseTransformer } from '@adonisjs/core/transformers'
import {
  arrayOf,
  dateTime,
  extend,
  int,
  nullable,
  num,
  object,
  str,
} from '#transformers/schemas/json_schema'

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

const unit = object({
  id: int,
  venture_id: nullable(int),
  tower_id: nullable(int),
  tower_name: nullable(str),
  unit_number: nullable(str),
  unit_type: nullable(str),
  floor: nullable(int),
  facing: nullable(str),
  bedrooms: nullable(int),
  bathrooms: nullable(int),
  area: num,
  price: num,
  currency: str,
  status: str,
  title: str,
  description: str,
  amenities: arrayOf(str),
  images: arrayOf(str),
})

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const ventureUnitSchemas = {
  VentureUnit: unit,
  VentureUnitOwned: extend(unit, { listing_state: str, expires_at: nullable(dateTime) }),
}
