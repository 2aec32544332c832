import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import CreditLedger from '#services/credits/credit_ledger'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { LeadFactory } from '#database/factories/lead_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { PaymentFactory } from '#database/factories/payment_factory'
import { TowerFactory } from '#database/factories/tower_factory'
import { addUnits, makeVenture } from '#tests/helpers/ventures'

/** Who sends a request: nobody, a buyer, the owner of the world's rows, another owner, an admin. */
export const ACTORS = ['anonymous', 'customer', 'owner', 'otherOwner', 'admin'] as const
export type Actor = (typeof ACTORS)[number]

async function withToken(user: User) {
  const token = await User.accessTokens.create(user)
  return { user, token: token.value!.release() }
}

async function withCredits(user: User, credits: number) {
  await new CreditLedger().grant(user, credits, {
    reason: 'test',
    idempotencyKey: `conformance:${user.id}`,
  })
  return user
}

let worlds = 0

/**
 * The rows every operation can be called on, made with the factories: the
 * owner's listings in each state, a venture with towers and units, a lead, a
 * booking, a master data item, an account to change, a payment. Ids of
 * another owner's rows are the hostile requests' "other users' ids".
 */
export async function makeWorld() {
  const n = ++worlds
  const customer = await withToken(await UserFactory.create())
  const owner = await withToken(await withCredits(await UserFactory.apply('partner').create(), 40))
  const otherOwner = await withToken(
    await withCredits(await UserFactory.apply('partner').create(), 5)
  )
  const admin = await withToken(await UserFactory.apply('admin').create())
  const mine = { ownerId: owner.user.id }
  const property = await PropertyFactory.merge({ ...mine, bookingAmount: 50_000 }).create()
  const draft = await PropertyFactory.merge(mine).apply('draft').create()
  const expired = await PropertyFactory.merge({
    ...mine,
    listingState: 'expired',
    expiresAt: DateTime.now().minus({ days: 2 }),
  }).create()
  const deleted = await PropertyFactory.merge({ ...mine, deletedAt: DateTime.now() }).create()
  const othersProperty = await PropertyFactory.merge({ ownerId: otherOwner.user.id }).create()
  const venture = await makeVenture(owner.user)
  const { tower, units } = await addUnits(venture, 'Tower A', [
    { number: '101' },
    { number: '102', listingState: 'draft' },
  ])
  const emptyTower = await TowerFactory.merge({ ventureId: venture.id, name: 'Tower B' }).create()
  const deletedVenture = await makeVenture(owner.user, { deletedAt: DateTime.now() })
  const othersVenture = await makeVenture(otherOwner.user)
  const lead = await LeadFactory.merge({ ownerId: owner.user.id, propertyId: property.id }).create()
  const bookingPayment = await PaymentFactory.apply('booking')
    .merge({ userId: customer.user.id, amountMinor: 5_000_000 })
    .create()
  const booking = await BookingFactory.merge({
    propertyId: property.id,
    userId: customer.user.id,
    transactionId: bookingPayment.id,
  }).create()
  const stripePayment = await PaymentFactory.merge({
    userId: customer.user.id,
    provider: 'stripe',
    providerOrderId: `cs_test_conformance_${n}`,
    currency: 'USD',
    amountMinor: 999,
  }).create()
  const target = await UserFactory.create()
  const deletedUser = await UserFactory.merge({ deletedAt: DateTime.now() }).create()
  const [amenity] = await db.table('amenities').insert({
    name: `conformance_${n}`,
    label: 'Conformance',
    category: 'Indoor',
    display_order: 1,
    created_at: '2026-01-01 00:00:00',
  })
  await db.table('favorites').insert({
    user_id: customer.user.id,
    property_id: othersProperty.id,
    created_at: '2026-01-01 00:00:00',
  })
  const spareToken = await User.accessTokens.create(customer.user, ['*'], { name: 'spare' })
  return {
    n,
    users: { customer, owner, otherOwner, admin },
    property,
    draft,
    expired,
    deleted,
    othersProperty,
    venture,
    tower,
    emptyTower,
    activeUnit: units[0],
    draftUnit: units[1],
    deletedVenture,
    othersVenture,
    lead,
    booking,
    stripePayment,
    target,
    deletedUser,
    amenity: Number(amenity),
    spareTokenId: Number(spareToken.identifier),
  }
}

export type World = Awaited<ReturnType<typeof makeWorld>>

/** The Bearer token of an actor (null for anonymous). */
export function tokenOf(world: World, actor: Actor) {
  return actor === 'anonymous' ? null : world.users[actor].token
}
