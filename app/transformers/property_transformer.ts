import type Property from '#models/property'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { posterKind } from '#rules/poster_role'
import { daysBetween } from '#rules/relative_time'
import * as s from '#transformers/schemas/json_schema'
import PriceHistory from '#services/listings/price_history'

/** The facts a card and a column of /compare both show. */
const SUMMARY_FIELDS = [
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
] as const

export default class PropertyTransformer extends BaseTransformer<Property> {
  /**
   * `place` turns the stored English place names into the page language's
   * (PlaceNames.labeller, issue 27); /api answers keep the English names.
   */
  constructor(
    resource: Property,
    protected place: (text: string) => string = (text) => text
  ) {
    super(resource)
  }

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
      location: this.place(p.location),
      state: p.state === null ? null : this.place(p.state),
      district: p.district === null ? null : this.place(p.district),
      city: p.city === null ? null : this.place(p.city),
      area_name: p.area === null ? null : this.place(p.area),
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
      /** Its newest price changes first, in `currency` (needs `priceChanges` loaded: listing_detail.ts). */
      price_history: (p.priceChanges ?? []).map((change) => ({
        old_price: change.oldPrice,
        new_price: change.newPrice,
        changed_at: change.changedAt.toISO()!,
      })),
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
      ...this.pick(this.toObject(), SUMMARY_FIELDS),
      image: this.resource.images[0] ?? null,
      /** Its price was cut in the last 14 days (and not raised since): the card's 'Price reduced'. */
      price_reduced: PriceHistory.recentlyReduced(this.resource.priceReducedAt),
    }
  }

  /**
   * A column of /compare (issue 31): the facts side by side, who posted it by
   * role only (never a name), whole days since it went live. Needs `owner` loaded.
   */
  forCompare() {
    const p = this.resource
    return {
      ...this.pick(this.toObject(), SUMMARY_FIELDS),
      /** The most precise named place: the locality, else the city, else the free-text location. */
      locality: p.area ?? p.city ?? p.location,
      poster_kind: posterKind(p.owner.role),
      days_listed: p.publishedAt ? daysBetween(p.publishedAt.toJSDate(), new Date()) : null,
      image: p.images[0] ?? null,
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

const strings = s.arrayOf(s.str)
const property = s.object({
  id: s.int,
  title: s.str,
  property_type: s.str,
  price: s.num,
  currency: s.str,
  area: s.num,
  bedrooms: s.nullable(s.int),
  bathrooms: s.nullable(s.int),
  ...s.placeFields,
  status: s.str,
  description: s.str,
  amenities: strings,
  images: strings,
  published_at: s.nullable(s.dateTime),
})
const listingState = s.oneOfStrings(['draft', 'active', 'expired'])

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const propertySchemas = {
  Property: s.withExample(property, {
    id: 2077,
    title: 'Villa with a private pool in Kokapet',
    property_type: 'villa',
    price: 42500000,
    currency: 'INR',
    area: 4200,
    bedrooms: 4,
    bathrooms: 5,
    location: 'Kokapet, Hyderabad',
    state: 'Telangana',
    district: 'Rangareddy',
    city: 'Hyderabad',
    area_name: 'Kokapet',
    country_code: 'IN',
    status: 'under_construction',
    description: 'Gated community, clubhouse, ready in March 2027.',
    amenities: ['swimming_pool', 'clubhouse'],
    images: ['/media/images/7f0c…/1280.webp'],
    published_at: '2026-11-20T10:00:00.000+05:30',
  }),
  PropertyCard: s.extend(s.pick(property, [...SUMMARY_FIELDS]), {
    image: s.nullable(s.str),
    price_reduced: s.bool,
  }),
  PropertyDetail: s.extend(property, {
    booking_amount: s.nullable(s.num),
    owner_id: s.int,
    poster: s.nullable(s.object({ name: s.str, kind: s.str })),
    updated_at: s.nullable(s.dateTime),
    price_history: s.arrayOf(
      s.object({ old_price: s.num, new_price: s.num, changed_at: s.dateTime })
    ),
    unit: s.nullable(
      s.object({
        venture_id: s.int,
        venture_name: s.nullable(s.str),
        tower_name: s.nullable(s.str),
        floor: s.nullable(s.int),
        unit_number: s.nullable(s.str),
      })
    ),
  }),
  PropertyOwned: s.extend(property, {
    listing_state: listingState,
    booking_amount: s.nullable(s.num),
    expires_at: s.nullable(s.dateTime),
    image: s.nullable(s.str),
    lat: s.nullable(s.num),
    lng: s.nullable(s.num),
  }),
  PropertyRenewal: s.object({
    id: s.int,
    listing_state: listingState,
    expires_at: s.nullable(s.dateTime),
    credits: s.int,
  }),
}
