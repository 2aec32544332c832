import { DateTime } from 'luxon'
import Property from '#models/property'
import Venture from '#models/venture'
import VentureUnits from '#services/ventures/venture_units'
import type User from '#models/user'
import CreditLedger from '#services/credits/credit_ledger'
import { placeColumns, resolvePlace } from '#services/listings/listing_place'
import ListingLifecycle from '#services/listings/listing_lifecycle'
import { locking } from '#services/db/locking'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { lockListing, RESERVED } from '#services/bookings/reservation'
import UnusedUploads from '#services/media/unused_uploads'
import ListingAdmin from '#services/admin/listing_admin'
import type { ListingInput } from '#validators/listing'
import { LISTING_DAYS, PUBLISH_CREDITS } from '#rules/listing_rules'
import type { CountryCode } from '#rules/countries'
import { DomainError } from '#exceptions/domain_error'
import { queueAlerts } from '#services/alerts/alert_jobs'

/**
 * An owner tried to change the status of a listing a buyer has reserved: 422
 * on `status`, and a toast on a page (My Listings' status menu has no field to show it).
 */
export class ListingReservedError extends DomainError {
  constructor() {
    super('posting.validation.messages.status.reserved', {
      field: 'status',
      rule: 'reserved',
      toast: true,
    })
  }
}

/**
 * Posting and managing one's listings (001 §1, §2 Add Property, issue 6).
 * Publishing costs 1 credit and makes a listing live for 30 days; the credit
 * and the listing are written in one transaction, so a short balance leaves
 * neither (CreditLedger.spend throws InsufficientCreditsError, a 402).
 * Owner, listing state and dates are set here only, never from input; the
 * status 'reserved' only by a booking (reservation.ts): a reserved listing
 * keeps it through every edit, and an owner's status change is refused.
 */
export default class ListingService {
  constructor(private ledger = new CreditLedger()) {}

  async create(owner: User, input: ListingInput, marketCountry: CountryCode): Promise<Property> {
    const attributes = await this.#attributes(input, marketCountry)
    return withWriteTransaction(async (trx) => {
      // The owner's row before the insert, whose foreign key would otherwise share-lock it (lock order).
      await lockUser(trx, owner.id)
      const property = new Property()
      property.useTransaction(trx)
      property.merge({
        ...attributes,
        status: input.status ?? 'available',
        ownerId: owner.id,
        listingState: 'draft',
        publishedAt: null,
        expiresAt: null,
      })
      await property.save()
      if (!input.draft)
        await this.#goLive(property, 'listing_publish', `listing_publish:property:${property.id}`)
      return property
    })
  }

  /**
   * Same rules as creating; state, owner and dates stay as they are, and so
   * does the status unless the input names one. Under the listing's row lock,
   * so a booking completing at the same moment is seen.
   */
  async update(
    property: Property,
    input: ListingInput,
    marketCountry: CountryCode
  ): Promise<Property> {
    const imagesBefore = property.images ?? []
    const attributes = await this.#attributes(
      input,
      (property.countryCode as CountryCode) || marketCountry
    )
    await this.#underLock(property, (current) => ({
      ...attributes,
      status: ownerStatus(current, input.status),
    }))
    await new UnusedUploads().released(imagesBefore, property.images)
    return property
  }

  /**
   * A draft goes live for 30 days, or an expired (or expiring) listing gets
   * another 30 (ListingLifecycle.renew): 1 credit either way, paid once
   * however often the button is pressed.
   */
  async publish(property: Property): Promise<Property> {
    if (property.listingState !== 'draft') {
      return property.listingState === 'active' ? property : new ListingLifecycle().renew(property)
    }
    return withWriteTransaction(async (trx) => {
      await lockUser(trx, property.ownerId)
      const locked = await locking(
        trx,
        Property.query({ client: trx }).where('id', property.id)
      ).firstOrFail()
      if (locked.listingState !== 'draft') return locked
      await this.#goLive(locked, 'listing_publish', `listing_publish:property:${locked.id}`)
      return locked
    })
  }

  /** The owner marks a listing sold, rented, available…; never into or out of 'reserved'. */
  async setStatus(property: Property, status: string): Promise<Property> {
    return this.#underLock(property, (current) => ({ status: ownerStatus(current, status) }))
  }

  /**
   * Deletes a listing for its owner, or for an admin (the caller authorized
   * `by`: PropertyPolicy 'manage'). Kept with its leads for admins to
   * restore; gone from search, favorites and detail. An admin removing
   * someone else's listing is an admin change: audited, as from the panel.
   * A venture unit (DELETE /properties/{unit id}) goes through its venture, whose counts follow.
   */
  async remove(property: Property, by: User): Promise<void> {
    if (by.id !== property.ownerId) return new ListingAdmin().removeProperty(by, property.id)
    if (property.ventureId) {
      const venture = await Venture.findOrFail(property.ventureId)
      return new VentureUnits().remove(venture, property)
    }
    property.deletedAt = DateTime.now()
    await property.save()
  }

  /** An admin brings a deleted listing back, with its leads (which were never removed); audited. */
  async restore(property: Property, by: User): Promise<Property> {
    await new ListingAdmin().restoreProperty(by, property.id)
    return property.refresh()
  }

  async #underLock(
    property: Property,
    changes: (currentStatus: string) => Partial<Property>
  ): Promise<Property> {
    return withWriteTransaction(async (trx) => {
      const current = await lockListing(trx, property.id)
      property.useTransaction(trx)
      property.merge(changes(current?.status ?? property.status))
      await property.save()
      return property
    })
  }

  async #goLive(property: Property, reason: string, idempotencyKey: string) {
    const trx = property.$trx!
    await this.ledger.spend(
      property.ownerId,
      PUBLISH_CREDITS,
      { reason, reference: `property:${property.id}`, idempotencyKey },
      trx
    )
    const now = DateTime.now()
    property.merge({
      listingState: 'active',
      publishedAt: now,
      expiresAt: now.plus({ days: LISTING_DAYS }),
    })
    await property.save()
    await queueAlerts(trx, 'properties', [property.id]) // saved-search alerts (issue 31)
  }

  async #attributes(input: ListingInput, country: CountryCode) {
    const place = await resolvePlace(input, input.country_code ?? country)
    return {
      title: input.title,
      propertyType: input.property_type ?? 'apartment',
      price: input.price as number,
      areaSqft: input.area as number,
      bedrooms: (input.bedrooms ?? null) as number | null,
      bathrooms: (input.bathrooms ?? null) as number | null,
      bookingAmount: (input.booking_amount ?? null) as number | null,
      description: input.description,
      amenities: (input.amenities ?? []) as string[],
      images: (input.images ?? []) as string[],
      ...placeColumns(place),
      lat: place.lat,
      lng: place.lng,
    }
  }
}

/** The status after an owner's edit: the one asked for (none: as it is); 'reserved' is the booking's. */
function ownerStatus(current: string, requested: string | undefined): string {
  if (requested === undefined) return current
  if (current === RESERVED || requested === RESERVED) throw new ListingReservedError()
  return requested
}
