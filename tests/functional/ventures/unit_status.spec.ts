import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Booking from '#models/booking'
import Property from '#models/property'
import type User from '#models/user'
import Venture from '#models/venture'
import Bookings from '#services/bookings/bookings'
import { reserveListing } from '#services/bookings/reservation'
import { withWriteTransaction } from '#services/db/write_transaction'
import VentureUnits, { UnitBookedError } from '#services/ventures/venture_units'
import type { VentureUnitInput } from '#validators/venture_unit'
import { BookingFactory } from '#database/factories/booking_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed, isolated } from '#tests/helpers/db'
import { addUnits, makeVenture, unitForm } from '#tests/helpers/ventures'
import { ownerWithCredits } from '#tests/functional/posting/helpers'
import type { ApiClient } from '@japa/api-client'

/**
 * Issue 27: unit status as a builder sets it (001 §4 "available, sold,
 * reserved, blocked; changes are free through the edit form"). A builder may
 * reserve a unit; a reserved unit stays reserved through edits that name no
 * status; a booked unit (a completed booking) is not released while the
 * booking stands.
 */
async function builderWithUnit(status = 'available') {
  const { user, token } = await ownerWithCredits(0)
  const venture = await makeVenture(user)
  const { tower, units } = await addUnits(venture, 'Tower A', [{ number: '101', status }])
  return { user, token, venture, tower, unit: units[0] }
}

function editUnit(
  client: ApiClient,
  token: string,
  venture: Venture,
  unit: Property,
  body: Record<string, unknown>
) {
  return client
    .put(urlFor('api.ventures.units.update', { id: venture.id, unitId: unit.id }))
    .bearerToken(token)
    .json(unitForm({ tower_id: unit.towerId, ...body }))
}

/** An edit the builder is allowed: 200. */
async function edited(...args: Parameters<typeof editUnit>) {
  const response = await editUnit(...args)
  response.assertStatus(200)
}

async function bookingOf(unit: Property) {
  const buyer = await UserFactory.create()
  return BookingFactory.merge({ propertyId: unit.id, userId: buyer.id, transactionId: null })
    .apply('completed')
    .create()
}

async function statusOf(unit: Property) {
  const stored = await Property.findOrFail(unit.id)
  return stored.status
}

test.group('Unit status as a builder sets it', (group) => {
  isolated(group)

  test('over /api a builder reserves a unit, edits keep it reserved, and the builder releases it', async ({
    client,
    assert,
  }) => {
    const { token, venture, unit } = await builderWithUnit()
    await edited(client, token, venture, unit, { status: 'reserved' })
    assert.equal(await statusOf(unit), 'reserved')
    await edited(client, token, venture, unit, { price: 7_000_000 })
    assert.equal(await statusOf(unit), 'reserved')
    await edited(client, token, venture, unit, { status: 'blocked' })
    assert.equal(await statusOf(unit), 'blocked')
  })

  test('on the Venture Builder page a builder reserves a unit', async ({ client, assert }) => {
    const { user, venture, unit } = await builderWithUnit()
    const page = await client
      .put(urlFor('ventures.units.update', { id: venture.id, unitId: unit.id }))
      .withCsrfToken()
      .loginAs(user as User)
      .accept('html')
      .json(unitForm({ tower_id: unit.towerId, status: 'reserved' }))
      .redirects(0)
    page.assertStatus(302)
    assert.equal(await statusOf(unit), 'reserved')
  })

  test('a booked unit stays reserved through edits and is not released while its booking stands', async ({
    client,
    assert,
  }) => {
    const { token, venture, unit } = await builderWithUnit('reserved')
    const booking = await bookingOf(unit)
    await edited(client, token, venture, unit, { price: 7_000_000 })
    assert.equal(await statusOf(unit), 'reserved')
    for (const status of ['available', 'sold', 'blocked']) {
      const refused = await editUnit(client, token, venture, unit, { status }).header(
        'accept-language',
        'hi'
      )
      refused.assertStatus(422)
      assert.deepEqual(refused.body().errors, [
        {
          field: 'status',
          rule: 'booked',
          message: 'यह यूनिट बुक हो चुकी है। बुकिंग रद्द होने तक इसकी स्थिति आरक्षित रहेगी।',
        },
      ])
      assert.equal(await statusOf(unit), 'reserved')
    }
    await new Bookings().cancel(booking.id)
    assert.equal(await statusOf(unit), 'available')
    await edited(client, token, venture, unit, { status: 'sold' })
    assert.equal(await statusOf(unit), 'sold')
  })
})

test.group('Unit status: a builder edit and a booking at once', (group) => {
  committed(group)

  test('either the booking reserves the unit and the edit is refused, or the edit wins and the booking fails', async ({
    assert,
  }) => {
    for (let round = 0; round < 5; round++) {
      const { venture, unit } = await builderWithUnit()
      const buyer = await UserFactory.create()
      const booking = await BookingFactory.merge({
        propertyId: unit.id,
        userId: buyer.id,
        transactionId: null,
      }).create()
      const input = unitForm({ tower_id: unit.towerId, status: 'sold' }) as VentureUnitInput
      const [edit, reserved] = await Promise.allSettled([
        new VentureUnits().update(await Venture.findOrFail(venture.id), unit, input),
        withWriteTransaction(async (trx) => {
          const won = await reserveListing(trx, unit.id, booking.id)
          if (won)
            await trx.from('bookings').where('id', booking.id).update({ status: 'completed' })
          return won
        }),
      ])
      assert.equal(reserved.status, 'fulfilled')
      const bookingWon = reserved.status === 'fulfilled' && reserved.value
      const stored = await Booking.findOrFail(booking.id)
      if (bookingWon) {
        assert.equal(edit.status, 'rejected')
        assert.instanceOf((edit as PromiseRejectedResult).reason, UnitBookedError)
        assert.equal(await statusOf(unit), 'reserved')
        assert.equal(stored.status, 'completed')
      } else {
        assert.equal(edit.status, 'fulfilled')
        assert.equal(await statusOf(unit), 'sold')
        assert.equal(stored.status, 'pending')
      }
    }
  })
})
