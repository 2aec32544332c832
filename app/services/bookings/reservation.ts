import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { sqlTime } from '#services/db/sql_time'
import { locking } from '#services/db/locking'
import { listingsChanged } from '#services/cache/visitor_counts'

type Trx = TransactionClientContract

/** The status only a completed booking gives a listing and only its cancellation takes away. */
export const RESERVED = 'reserved'

/*
 * The one place that moves a listing into or out of 'reserved' (issue 10):
 * reserveListing at fulfilment, releaseListing when an admin cancels the
 * completed booking. Owners cannot (ListingService refuses it), nor can any
 * edit form. Both run inside the booking's write transaction with the
 * listing's row locked (lock order: the buyer's user row, then the listing,
 * then the payment and the booking — app/services/db/write_transaction.ts).
 */

/** Locks the listing's row (step 2 of the lock order) and returns what decides whether it can be booked. */
export async function lockListing(trx: Trx, propertyId: number) {
  return locking(
    trx,
    trx
      .from('properties')
      .where('id', propertyId)
      .select('id', 'status', 'booking_amount', 'listing_state', 'deleted_at')
  ).first()
}

/**
 * Reserves the listing for `bookingId` when it is available and no other
 * booking of it has completed. False: someone else holds it, and this
 * booking must not complete (the caller cancels it for a refund); a listing
 * that had lost the status of its completed booking gets it back.
 */
export async function reserveListing(
  trx: Trx,
  propertyId: number,
  bookingId: number
): Promise<boolean> {
  const listing = await lockListing(trx, propertyId)
  if (!listing || listing.status !== 'available') return false
  // A second guard that does not trust the status column alone: one completed booking per listing.
  const holder = await trx
    .from('bookings')
    .where('property_id', propertyId)
    .where('status', 'completed')
    .whereNot('id', bookingId)
    .first()
  // Either way the listing ends up reserved: for this booking, or again for the one that holds it.
  listingsChanged(null, trx)
  await trx
    .from('properties')
    .where('id', propertyId)
    .update({ status: RESERVED, updated_at: sqlTime() })
  return !holder
}

/** The completed booking of the listing was cancelled: it is available again. */
export async function releaseListing(trx: Trx, propertyId: number) {
  listingsChanged(null, trx)
  await trx
    .from('properties')
    .where('id', propertyId)
    .where('status', RESERVED)
    .update({ status: 'available', updated_at: sqlTime() })
}
