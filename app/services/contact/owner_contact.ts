import { DateTime } from 'luxon'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import ContactReveal, { type ContactChannel } from '#models/contact_reveal'
import type Property from '#models/property'
import type User from '#models/user'
import type Venture from '#models/venture'

/** A viewer who revealed a listing's contact keeps seeing it (and is not recorded again) for this long. */
export const REVEAL_WINDOW_HOURS = 24

/**
 * Whose contact is asked for, and what a reveal row records about it: a
 * listing (a venture's unit names its venture too), or a venture's developer
 * (with the unit whose modal asked, if any). `key` is how a repeated reveal
 * within the window is recognised.
 */
type Subject = {
  ownerId: number
  propertyId: number | null
  ventureId: number | null
  key: { column: 'property_id' | 'venture_id'; id: number }
  owner: () => Promise<User>
}

function listing(property: Property): Subject {
  return {
    ownerId: property.ownerId,
    propertyId: property.id,
    ventureId: property.ventureId ?? null,
    key: { column: 'property_id', id: property.id },
    owner: async () => {
      if (!property.owner) await property.load('owner')
      return property.owner
    },
  }
}

function developer(venture: Venture, unit: Property | null): Subject {
  return {
    ownerId: venture.ownerId,
    propertyId: unit?.id ?? null,
    ventureId: venture.id,
    key: { column: 'venture_id', id: venture.id },
    owner: async () => {
      if (!venture.owner) await venture.load('owner')
      return venture.owner
    },
  }
}

/**
 * The listing owner's (or venture developer's) phone and e-mail, handed out
 * only to signed-in visitors who ask (issues 10 and 14): sequential ids made
 * every owner's number harvestable when it travelled with every page.
 */
export default class OwnerContact {
  /**
   * Records that `viewer` asked for the contact and returns it. The same
   * viewer asking about the same listing again within the window returns the
   * contact without a second row, so owners see one lead per interested
   * person a day, not one per click. The owner's own listing records nothing.
   */
  reveal(property: Property, viewer: User, channel: ContactChannel) {
    return this.#reveal(listing(property), viewer, channel)
  }

  /** The same for a venture's developer ('Call' on a unit, 'Contact Developer'); once a day per viewer and venture. */
  revealDeveloper(
    venture: Venture,
    viewer: User,
    channel: ContactChannel,
    unit: Property | null = null
  ) {
    return this.#reveal(developer(venture, unit), viewer, channel)
  }

  /** The contact a page may carry for this viewer: the owner's own listing, or one they revealed today. */
  visibleTo(property: Property, viewer: User | null): Promise<User | null> {
    return this.#visible(listing(property), viewer)
  }

  /** The developer's contact a venture page may carry: the owner's own venture, or revealed today. */
  developerVisibleTo(venture: Venture, viewer: User | null): Promise<User | null> {
    return this.#visible(developer(venture, null), viewer)
  }

  async #reveal(subject: Subject, viewer: User, channel: ContactChannel) {
    const owner = await subject.owner()
    if (viewer.id === subject.ownerId) return { contact: owner, recorded: false }

    const recorded = await withWriteTransaction(async (trx) => {
      // Lock order step 1, the viewer's row: two clicks of one viewer queue here. A locking read of the
      // reveal itself would take a gap lock where the row does not exist yet, and two such transactions
      // deadlock on their inserts (MySQL 1213). After the lock, a plain read sees the winner's row.
      await lockUser(trx, viewer.id)
      if (await this.#revealedToday(subject, viewer, trx)) return false
      const { ownerId, propertyId, ventureId } = subject
      await ContactReveal.create(
        { ownerId, propertyId, ventureId, viewerId: viewer.id, channel },
        { client: trx }
      )
      return true
    })
    return { contact: owner, recorded }
  }

  async #visible(subject: Subject, viewer: User | null): Promise<User | null> {
    if (!viewer) return null
    if (viewer.id === subject.ownerId || (await this.#revealedToday(subject, viewer)))
      return subject.owner()
    return null
  }

  #revealedToday(subject: Subject, viewer: User, client?: QueryClientContract) {
    return ContactReveal.query({ client })
      .where('viewer_id', viewer.id)
      .where(subject.key.column, subject.key.id)
      .where(
        'created_at',
        '>=',
        DateTime.now().minus({ hours: REVEAL_WINDOW_HOURS }).toSQL({ includeOffset: false })!
      )
      .first()
  }
}
