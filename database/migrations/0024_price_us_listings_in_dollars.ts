import { BaseSchema } from '@adonisjs/lucid/schema'

/**
 * Until now every price was stored in rupees and US listings were shown as
 * rupees divided by 83.25 ("$649,969.97"). From here on a listing is priced
 * in its own country's currency, so US rows become whole dollars: the price,
 * the owner's booking amount and the amount of bookings already made. The
 * rate is the one those dollar figures were shown at (000 §9's 83.25), not
 * today's, so an owner sees the same number they saw before, rounded to the
 * dollar. Indian rows are untouched. `down` turns dollars back into rupees.
 *
 * A US booking amount must then be a valid dollar amount: under $5 (the US
 * minimum) it becomes NULL, no reservations, rather than an amount no form
 * would accept; above $6,000 (the US cap; ₹5,00,000 is $6,006) it becomes
 * $6,000. `down` cannot bring back the amounts that were turned off.
 * Bookings already made keep their converted amount: they are what was paid.
 */
export default class extends BaseSchema {
  async up() {
    this.defer(async (db) => {
      await convert(db, '/')
      await db.rawQuery(
        `UPDATE properties SET booking_amount = CASE WHEN booking_amount < ? THEN NULL WHEN booking_amount > ? THEN ? ELSE booking_amount END
         WHERE country_code = 'US' AND booking_amount IS NOT NULL`,
        [US_BOOKING_MIN, US_BOOKING_MAX, US_BOOKING_MAX]
      )
    })
  }

  async down() {
    this.defer((db) => convert(db, '*'))
  }
}

/*
 * Written out, not imported: a migration must do the same thing whenever it runs,
 * whatever later releases do to the exchange-rate table or the booking limits
 * (rules/money.ts FALLBACK_RATES, rules/listing_rules.ts BOOKING_AMOUNT_LIMITS).
 */
/** Rupees a dollar: the rate US prices were shown at before this migration (000 §9). */
const RATE = 83.25
/** The US booking-amount limits in dollars when this migration was written. */
const US_BOOKING_MIN = 5
const US_BOOKING_MAX = 6_000

async function convert(db: BaseSchema['db'], op: '/' | '*') {
  await db.rawQuery(
    `UPDATE properties SET price = ROUND(price ${op} ?), booking_amount = ROUND(booking_amount ${op} ?) WHERE country_code = 'US'`,
    [RATE, RATE]
  )
  await db.rawQuery(
    `UPDATE bookings SET amount = ROUND(amount ${op} ?) WHERE property_id IN (SELECT id FROM properties WHERE country_code = 'US')`,
    [RATE]
  )
}
