import type Property from '#models/property'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class PropertyTransformer extends BaseTransformer<Property> {
  /** A listing as /api clients see it (000 §3 Property). Price in whole rupees. */
  toObject() {
    const p = this.resource
    return {
      id: p.id,
      title: p.title,
      property_type: p.propertyType,
      price: p.price,
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

  /** The detail page (000 §2 Property detail); the owner's contact comes from the owner. */
  forDetail() {
    const p = this.resource
    return {
      ...this.toObject(),
      images: p.images,
      /** Whole rupees a buyer pays to reserve it; null when the owner set none. */
      booking_amount: p.bookingAmount,
      owner_id: p.ownerId,
      owner: p.owner ? { name: p.owner.name, phone: p.owner.phone, email: p.owner.email } : null,
    }
  }

  /** What a listing card needs (home, search results). */
  forCard() {
    return {
      ...this.pick(this.toObject(), ['id', 'title', 'property_type', 'price', 'area', 'bedrooms', 'bathrooms', 'location', 'status', 'amenities']),
      image: this.resource.images[0] ?? null,
    }
  }

  /** The owner's view (My Listings, /api writes): where the listing stands and until when. */
  forOwner() {
    const p = this.resource
    return {
      ...this.toObject(),
      listing_state: p.listingState,
      expires_at: p.expiresAt?.toISO() ?? null,
      image: p.images[0] ?? null,
      lat: p.lat,
      lng: p.lng,
    }
  }
}
