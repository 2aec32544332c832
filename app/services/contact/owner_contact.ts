import { DateTime } from 'luxon'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import ContactReveal, { type ContactChannel } from '#models/contact_reveal'
import type Property from '#models/property'
import type User from '#models/user'

/** A viewer who revealed a listing's contact keeps seeing it (and is not recorded again) for this long. */
export const REVEAL_WINDOW_HOURS = 24

/**
 * The listing owner's phone and e-mail, handed out only to signed-in visitors
 * who ask (issue 10): sequential ids made every owner's number harvestable
 * when it travelled with every page.
 */
export default class OwnerContact {
  /**
   * Records that `viewer` asked for the contact and returns it. The same
   * viewer asking about the same listing again within the window returns the
   * contact without a second row, so owners see one lead per interested
   * person a day, not one per click. The owner's own listing records nothing.
   */
  async reveal(property: Property, viewer: User, channel: ContactChannel) {
    const owner = await this.#owner(property)
    if (viewer.id === property.ownerId) return { contact: owner, recorded: false }

    const recorded = await withWriteTransaction(async (trx) => {
      // Lock order step 1, the viewer's row: two clicks of one viewer queue here. A locking read of the
      // reveal itself would take a gap lock where the row does not exist yet, and two such transactions
      // deadlock on their inserts (MySQL 1213). After the lock, a plain read sees the winner's row.
      await lockUser(trx, viewer.id)
      const existing = await ContactReveal.query({ client: trx })
        .where('viewer_id', viewer.id)
        .where('property_id', property.id)
        .where('created_at', '>=', this.#windowStart())
        .first()
      if (existing) return false
      await ContactReveal.create({ ownerId: property.ownerId, propertyId: property.id, viewerId: viewer.id, channel }, { client: trx })
      return true
    })
    return { contact: owner, recorded }
  }

  /** The contact a page may carry for this viewer: the owner's own listing, or one they revealed today. */
  async visibleTo(property: Property, viewer: User | null): Promise<User | null> {
    if (!viewer) return null
    if (viewer.id === property.ownerId) return this.#owner(property)
    const revealed = await ContactReveal.query()
      .where('viewer_id', viewer.id)
      .where('property_id', property.id)
      .where('created_at', '>=', this.#windowStart())
      .first()
    return revealed ? this.#owner(property) : null
  }

  /** The owner's account; UserTransformer's `forContact` picks what a viewer sees of it. */
  async #owner(property: Property): Promise<User> {
    if (!property.owner) await property.load('owner')
    return property.owner
  }

  #windowStart() {
    return DateTime.now().minus({ hours: REVEAL_WINDOW_HOURS }).toSQL({ includeOffset: false })!
  }
}
