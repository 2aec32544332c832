import type Property from '#models/property'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { posterKind } from '#rules/poster_role'
import {
  arrayOf,
  extend,
  int,
  nullable,
  num,
  object,
  str,
  dateTime,
  oneOfStrings,
  pick,
} from '#transformers/schemas/json_schema'

export default class PropertyTransformer extends BaseTransformer<Property> {
  /** A listing as /api clients see it (000 §3 Property). Price in whole units of `currency` (the country's). */
  toObject() {
    const p = this.resource
    return {
      id: p.id,
      title: p.title,
      property_type: p.propertyType,
      price: p.price,
      currency: p.currency,
      area: p.areaSqft,
      bedrooms: p.bedrooms,
      bathrooms: p.bathrooms,
      location: p.location,
      state: p.state,
      district: p.district,
      city: p.city,
      area_name: p.area,
      country_code: p.countryCode,
      status: p.status,
      description: p.description,
      amenities: p.amenities,
      images: p.images,
      published_at: p.publishedAt?.toISO() ?? null,
    }
  }

  /**
   * The detail page (000 §2 Property detail) and GET /api/properties/{id}.
   * Never the owner's phone or e-mail: those are revealed on request (issue 10).
   * Who posted it comes from the account's role; needs `owner` preloaded.
   */
  forDetail() {
    const p = this.resource
    return {
      ...this.toObject(),
      images: p.images,
      /** What a buyer pays to reserve it, in `currency`; null when the owner set none. */
      booking_amount: p.bookingAmount,
      owner_id: p.ownerId,
      poster: p.owner ? { name: p.owner.name, kind: posterKind(p.owner.role) } : null,
      updated_at: p.updatedAt?.toISO() ?? null,
      /** A venture unit: its project, tower and floor, to link back (needs `venture` and `tower` preloaded). */
      unit: p.ventureId
        ? {
            venture_id: p.ventureId,
            venture_name: p.venture?.name ?? null,
            tower_name: p.tower?.name ?? null,
            floor: p.floor,
            unit_number: p.unitNumber,
          }
        : null,
    }
  }

  /** What a listing card needs (home, search results). */
  forCard() {
    return {
      ...this.pick(this.toObject(), [
        'id',
        'title',
        'property_type',
        'price',
        'currency',
        'area',
        'bedrooms',
        'bathrooms',
        'location',
        'status',
        'amenities',
      ]),
      image: this.resource.images[0] ?? null,
    }
  }

  /** POST /api/properties/:id/renew: where the listing stands and the owner's credits after paying. Needs `owner` loaded. */
  forRenewal() {
    const p = this.resource
    return {
      id: p.id,
      listing_state: p.listingState,
      expires_at: p.expiresAt?.toISO() ?? null,
      credits: p.owner.credits,
    }
  }

  /** The owner's view (My Listings, /api writes): where the listing stands and until when. */
  forOwner() {
    const p = this.resource
    return {
      ...this.toObject(),
      listing_state: p.listingState,
      /** Whole units of the listing's currency a buyer pays to reserve it; null: no reservations. */
      booking_amount: p.bookingAmount,
      expires_at: p.expiresAt?.toISO() ?? null,
      image: p.images[0] ?? null,
      lat: p.lat,
      lng: p.lng,
    }
  }
}

const strings = arrayOf(str)
const property = object({
  id: int,
  title: str,
  property_type: str,
  price: num,
  currency: str,
  area: num,
  bedrooms: nullable(int),
  bathrooms: nullable(int),
  location: str,
  state: nullable(str),
  district: nullable(str),
  city: nullable(str),
  area_name: nullable(str),
  country_code: str,
  status: str,
  description: str,
  amenities: strings,
  images: strings,
  published_at: nullable(dateTime),
})
const CARD_KEYS = ['id', 'title', 'property_type', 'price', 'currency', 'area', 'bedrooms']
const CARD_MORE = ['bathrooms', 'location', 'status', 'amenities']
const listingState = oneOfStrings(['draft', 'active', 'expired'])

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const propertySchemas = {
  Property: property,
  PropertyCard: extend(pick(property, [...CARD_KEYS, ...CARD_MORE]), { image: nullable(str) }),
  PropertyDetail: extend(property, {
    booking_amount: nullable(num),
    owner_id: int,
    poster: nullable(object({ name: str, kind: str })),
    updated_at: nullable(dateTime),
    unit: nullable(
      object({
        venture_id: int,
        venture_name: nullable(str),
        tower_name: nullable(str),
        floor: nullable(int),
        unit_number: nullable(str),
      })
    ),
  }),
  PropertyOwned: extend(property, {
    listing_state: listingState,
    booking_amount: nullable(num),
    expires_at: nullable(dateTime),
    image: nullable(str),
    lat: nullable(num),
    lng: nullable(num),
  }),
  PropertyRenewal: object({
    id: int,
    listing_state: listingState,
    expires_at: nullable(dateTime),
    credits: int,
  }),
}
