import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Property from '#models/property'
import Booking from '#models/booking'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { isolated } from '#tests/helpers/db'
import PriceUsListingsInDollars from '#database/migrations/0024_price_us_listings_in_dollars'

/** Runs the migration's up (or down) on the test's own transaction, as `migration:run` would. */
async function migrate(direction: 'up' | 'down') {
  const migration = new PriceUsListingsInDollars(
    db.connection(),
    '0024_price_us_listings_in_dollars',
    false
  )
  await (direction === 'up' ? migration.execUp() : migration.execDown())
}

test.group('Migration 0024: US listings move from rupees to whole dollars', (group) => {
  isolated(group)

  test('US prices, booking amounts and bookings become dollars; Indian rows stay rupees; down restores them', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const buyer = await UserFactory.create()
    // Rows as every earlier release stored them: all in rupees ($650,000 was ₹54,112,500 at 83.25).
    const us = await PropertyFactory.merge({
      ownerId: owner.id,
      price: 54_110_000,
      bookingAmount: 416_250,
    })
      .apply('us')
      .create()
    const usPlain = await PropertyFactory.merge({
      ownerId: owner.id,
      price: 26_640_000,
      bookingAmount: null,
    })
      .apply('us')
      .create()
    const india = await PropertyFactory.merge({
      ownerId: owner.id,
      price: 8_500_000,
      bookingAmount: 50_000,
    }).create()
    const usBooking = await BookingFactory.merge({
      propertyId: us.id,
      userId: buyer.id,
      amount: 416_250,
      transactionId: null,
      status: 'completed',
    }).create()
    const indiaBooking = await BookingFactory.merge({
      propertyId: india.id,
      userId: buyer.id,
      amount: 50_000,
      transactionId: null,
      status: 'completed',
    }).create()

    await migrate('up')

    const row = async (p: Property) => {
      const fresh = await Property.findOrFail(p.id)
      return [fresh.price, fresh.bookingAmount]
    }
    // 54,110,000 / 83.25 = 649,969.97 → $649,970; 416,250 / 83.25 = $5,000; 26,640,000 / 83.25 = $320,000.
    assert.deepEqual(await row(us), [649_970, 5_000])
    assert.deepEqual(await row(usPlain), [320_000, null])
    assert.deepEqual(await row(india), [8_500_000, 50_000])
    const usInDollars = await Booking.findOrFail(usBooking.id)
    assert.equal(usInDollars.amount, 5_000)
    const indiaAfter = await Booking.findOrFail(indiaBooking.id)
    assert.equal(indiaAfter.amount, 50_000)

    await migrate('down')
    // Back in rupees, within the rounding to whole dollars (at most ₹42 off).
    assert.deepEqual(await row(us), [54_110_003, 416_250])
    assert.deepEqual(await row(usPlain), [26_640_000, null])
    assert.deepEqual(await row(india), [8_500_000, 50_000])
    const usInRupees = await Booking.findOrFail(usBooking.id)
    assert.equal(usInRupees.amount, 416_250)
  })

  test('US booking amounts under $5 are turned off and above $6,000 are capped; bookings keep what was paid', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const buyer = await UserFactory.create()
    // ₹300 is $3.60 → $4, under the US minimum; ₹5,00,000 is $6,006, over the US cap; ₹416 is $5.
    const tiny = await PropertyFactory.merge({
      ownerId: owner.id,
      price: 26_640_000,
      bookingAmount: 300,
    })
      .apply('us')
      .create()
    const large = await PropertyFactory.merge({
      ownerId: owner.id,
      price: 99_900_000,
      bookingAmount: 500_000,
    })
      .apply('us')
      .create()
    const least = await PropertyFactory.merge({
      ownerId: owner.id,
      price: 26_640_000,
      bookingAmount: 416,
    })
      .apply('us')
      .create()
    const india = await PropertyFactory.merge({
      ownerId: owner.id,
      price: 8_500_000,
      bookingAmount: 100,
    }).create()
    const paid = await BookingFactory.merge({
      propertyId: tiny.id,
      userId: buyer.id,
      amount: 300,
      transactionId: null,
      status: 'completed',
    }).create()

    await migrate('up')

    const tinyAfter = await Property.findOrFail(tiny.id)
    assert.isNull(tinyAfter.bookingAmount)
    const largeAfter = await Property.findOrFail(large.id)
    assert.equal(largeAfter.bookingAmount, 6_000)
    const leastAfter = await Property.findOrFail(least.id)
    assert.equal(leastAfter.bookingAmount, 5)
    const indiaAfter = await Property.findOrFail(india.id)
    assert.equal(indiaAfter.bookingAmount, 100)
    const storedBooking = await Booking.findOrFail(paid.id)
    assert.equal(storedBooking.amount, 4)
  })

  test('after the migration, dollar ranges and price sorts find the converted rows', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    for (const rupees of [12_487_500, 41_625_000, 99_900_000]) {
      await PropertyFactory.merge({ ownerId: owner.id, price: rupees, publishedAt: DateTime.now() })
        .apply('us')
        .create()
    }
    await migrate('up')
    const response = await client.get(
      urlFor(
        'api.properties.index',
        {},
        { qs: { country: 'US', min_price: 100000, max_price: 1000000, sort: 'price_low' } }
      )
    )
    assert.deepEqual(
      response.body().data.map((p: { price: number }) => p.price),
      [150_000, 500_000]
    )
  })
})
