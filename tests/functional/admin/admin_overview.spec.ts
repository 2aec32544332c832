import { test } from '@japa/runner'
import { OVERVIEW_WEEKS } from '#tests/helpers/admin_overview'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { BookingStatus } from '#models/booking'
import AdminOverview, { TOP_CITIES } from '#services/admin/admin_overview'
import { sqlTime } from '#services/db/sql_time'
import { UserFactory } from '#database/factories/user_factory'
import { LeadFactory } from '#database/factories/lead_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { addUnits, makeVenture } from '#tests/helpers/ventures'
import { isolated } from '#tests/helpers/db'

/** Wednesday 18 November 2026, 10:00 in India: the current week started Monday the 16th, 00:00 IST. */
const NOW = DateTime.fromISO('2026-11-18T10:00:00', { zone: 'Asia/Kolkata' })
const ist = (iso: string) => DateTime.fromISO(iso, { zone: 'Asia/Kolkata' })

/** Sets when a row was written, as Lucid would have stored it. */
async function createdAt(table: string, id: number, at: DateTime) {
  await db
    .from(table)
    .where('id', id)
    .update({ created_at: sqlTime(at.toLocal()) })
}

async function lead(owner: User, at: DateTime) {
  const { id } = await LeadFactory.merge({
    ownerId: owner.id,
    contactName: 'Ravi',
    contactPhone: '+91 98765 43210',
    contactEmail: null,
    message: 'Is it available?',
    createdAt: at.toLocal(),
  }).create()
  return id
}

async function booking(
  propertyId: number,
  buyer: User,
  amount: number,
  status: BookingStatus,
  at: DateTime
) {
  await BookingFactory.merge({
    propertyId,
    userId: buyer.id,
    amount,
    status,
    createdAt: at.toLocal(),
  }).create()
}

test.group('Admin overview figures', (group) => {
  isolated(group)

  test('counts users by role, listings without deleted ones or venture units, leads and bookings', async ({
    assert,
  }) => {
    const owner = await UserFactory.apply('partner').create()
    await UserFactory.createMany(2)
    await UserFactory.apply('agent').create()
    await UserFactory.apply('admin').create()
    await PropertyFactory.merge({ ownerId: owner.id }).createMany(2)
    await PropertyFactory.merge({ ownerId: owner.id, deletedAt: DateTime.now() }).create()
    const venture = await makeVenture(owner)
    await addUnits(venture, 'A', [{ number: '101' }, { number: '102' }])
    await makeVenture(owner, { name: 'Gone Towers', deletedAt: DateTime.now() })
    await lead(owner, NOW)
    const [listing] = await PropertyFactory.merge({ ownerId: owner.id }).createMany(1)
    await booking(listing.id, owner, 1_000, 'pending', NOW)

    const { counts } = await new AdminOverview().handle({ now: NOW })

    assert.deepEqual(counts, {
      users: 5,
      byRole: { customer: 2, partner: 1, agent: 1, admin: 1 },
      properties: 3,
      ventureUnits: 2,
      ventures: 1,
      leads: 1,
      bookings: 1,
    })
  })

  test('revenue counts completed bookings only, per currency, rupees and dollars never added', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const indian = await PropertyFactory.merge({ ownerId: owner.id }).create()
    const american = await PropertyFactory.apply('us').merge({ ownerId: owner.id }).create()
    const deleted = await PropertyFactory.merge({
      ownerId: owner.id,
      deletedAt: DateTime.now(),
    }).create()
    await booking(indian.id, owner, 1_250_000, 'completed', ist('2026-11-16T00:00:00'))
    await booking(deleted.id, owner, 250_000, 'completed', ist('2026-11-15T23:59:59'))
    await booking(indian.id, owner, 900_000, 'pending', NOW)
    await booking(indian.id, owner, 800_000, 'cancelled', NOW)
    await booking(indian.id, owner, 700_000, 'refunded', NOW)
    await booking(american.id, owner, 5_000, 'completed', ist('2026-09-01T12:00:00'))
    await booking(american.id, owner, 4_000, 'completed', ist('2026-08-30T23:59:59'))

    const overview = await new AdminOverview().handle({ now: NOW })

    // A booking of a listing deleted since still counts: the money was received.
    assert.deepEqual(overview.revenue, [
      { currency: 'INR', amount: 1_500_000, bookings: 2 },
      { currency: 'USD', amount: 9_000, bookings: 2 },
    ])
    const inr = overview.weeklyRevenue.find((series) => series.currency === 'INR')!.amounts
    const usd = overview.weeklyRevenue.find((series) => series.currency === 'USD')!.amounts
    assert.deepEqual(inr, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 250_000, 1_250_000])
    // 30 August is the Sunday before the first week shown: in the total, not in the series.
    assert.deepEqual(usd, [5_000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
  })

  test('weekly series: twelve Monday-to-Sunday weeks in India time, the current one last', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const listing = async (at: DateTime, extra: Record<string, unknown> = {}) => {
      const property = await PropertyFactory.merge({ ownerId: owner.id, ...extra }).create()
      await createdAt('properties', property.id, at)
    }
    await listing(ist('2026-11-16T00:00:00')) // Monday 00:00 IST (Sunday 18:30 UTC): this week
    await listing(ist('2026-11-18T09:59:00'))
    await listing(ist('2026-11-15T23:59:59')) // Sunday night: the week before
    await listing(ist('2026-08-31T00:00:00')) // the first day of the first week
    await listing(ist('2026-08-30T23:59:59')) // before it: not in the series
    await listing(ist('2026-11-17T12:00:00'), { deletedAt: DateTime.now() })
    const venture = await makeVenture(owner)
    await createdAt('ventures', venture.id, ist('2026-10-20T08:00:00'))
    await addUnits(venture, 'A', [{ number: '101' }]) // a unit is not a new listing of its own
    await lead(owner, ist('2026-11-17T08:00:00'))
    await lead(owner, ist('2026-09-07T08:00:00'))

    const overview = await new AdminOverview().handle({ now: NOW })

    assert.deepEqual(overview.weeks, OVERVIEW_WEEKS)
    assert.deepEqual(overview.newListings.properties, [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2])
    assert.deepEqual(overview.newListings.ventures, [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0])
    assert.deepEqual(overview.leads, [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1])
    assert.equal(overview.zone, 'Asia/Kolkata')
  })

  test('listings by type and by city: largest first, the rest as "other", deleted ones left out', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const make = (count: number, extra: Record<string, unknown>) =>
      PropertyFactory.merge({ ownerId: owner.id, ...extra }).createMany(count)
    await make(3, { propertyType: 'villa', city: 'Pune' })
    await make(2, { propertyType: 'apartment', city: 'Hyderabad' })
    await make(5, { propertyType: 'plot', city: 'Hyderabad', deletedAt: DateTime.now() })
    // Cities beyond the top ones, and one listing without a city, fold into "other".
    for (let index = 0; index < TOP_CITIES; index++)
      await make(1, { propertyType: 'farmland', city: `Town ${String.fromCharCode(65 + index)}` })
    await make(1, { propertyType: 'commercial', city: null })
    const venture = await makeVenture(owner, { city: 'Pune' })
    await addUnits(venture, 'A', [
      { number: '101', unitType: 'apartment' },
      { number: '102', unitType: 'apartment' },
    ])

    const overview = await new AdminOverview().handle({ now: NOW })

    assert.deepEqual(overview.byType, [
      { key: 'farmland', count: TOP_CITIES },
      { key: 'villa', count: 3 },
      { key: 'apartment', count: 2 },
      { key: 'commercial', count: 1 },
    ])
    // Pune: 3 properties and the venture (its units are not listings of their own).
    assert.deepEqual(overview.byCity.slice(0, 3), [
      { key: 'Pune', count: 4 },
      { key: 'Hyderabad', count: 2 },
      { key: 'Town A', count: 1 },
    ])
    assert.lengthOf(overview.byCity, TOP_CITIES + 1)
    // Towns G and H did not fit, nor did the listing without a city.
    assert.deepEqual(overview.byCity.at(-1), { key: 'other', count: 3 })
  })

  test('an empty marketplace gives zeros, not gaps', async ({ assert }) => {
    const overview = await new AdminOverview().handle({ now: NOW })
    assert.equal(overview.counts.users, 0)
    assert.deepEqual(overview.revenue, [
      { currency: 'INR', amount: 0, bookings: 0 },
      { currency: 'USD', amount: 0, bookings: 0 },
    ])
    assert.deepEqual(overview.leads, Array(12).fill(0))
    assert.deepEqual(overview.byType, [])
    assert.deepEqual(overview.byCity, [])
  })
})
