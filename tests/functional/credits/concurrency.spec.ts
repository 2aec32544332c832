import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Booking from '#models/booking'
import Property from '#models/property'
import User from '#models/user'
import CreditLedger from '#services/credits/credit_ledger'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { withFakeProviders } from '#tests/helpers/fake_providers'
import { committed } from '#tests/helpers/db'
import { bookingOrder, payByRazorpay } from '#tests/helpers/credits_checkout'
import { ownerWithCredits, validForm } from '../posting/helpers.js'

/**
 * Many requests at once through the HTTP routes, on committed rows (real
 * transactions and row locks on MySQL). Every answer is a success or 402,
 * never a 500, and the remaining balance plus the successes is the grant.
 */
const PARALLEL = 50
const GRANT = 10

/** Free text location: the committed group cannot keep the seeded location tree. */
const form = (i: number) =>
  validForm({
    title: `Concurrent flat number ${i}`,
    state: undefined,
    district: undefined,
    city: undefined,
    area_name: undefined,
    location: 'Gachibowli, Hyderabad',
  })

async function statuses(requests: Promise<{ status(): number }>[]) {
  const results = await Promise.all(requests)
  return results.map((response) => response.status())
}

function count(list: number[], status: number) {
  return list.filter((s) => s === status).length
}

async function assertBalance(assert: any, userId: number, successes: number) {
  const user = await User.findOrFail(userId)
  assert.equal(user.credits + successes, GRANT, 'balance + successes = grant')
  assert.equal(await new CreditLedger().ledgerSum(userId), user.credits, 'ledger sum = balance')
}

test.group('Credits under concurrent HTTP requests', (group) => {
  committed(group)

  test('50 simultaneous POST /api/properties with 10 credits: only 201 or 402, balance + successes = 10', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(GRANT)
    const answers = await statuses(
      Array.from({ length: PARALLEL }, (_, i) =>
        client.post(urlFor('api.properties.store')).bearerToken(token).json(form(i))
      )
    )
    assert.deepEqual([...new Set(answers)].sort(), [201, 402])
    assert.equal(count(answers, 201), GRANT)
    await assertBalance(assert, user.id, count(answers, 201))
    const storedProperty = await Property.query()
      .where('owner_id', user.id)
      .where('listing_state', 'active')
    assert.equal(storedProperty.length, GRANT)
    assert.lengthOf(
      await Property.query().where('owner_id', user.id),
      GRANT,
      'a refused publish leaves no listing'
    )
  }).timeout(120_000)

  test('publishes, renewals and new listings of one owner, 51 at once: only 2xx or 402, balance + successes = 10', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(GRANT)
    const drafts = await PropertyFactory.merge({ ownerId: user.id }).apply('draft').createMany(17)
    const expired = await PropertyFactory.merge({ ownerId: user.id })
      .apply('expired')
      .createMany(17)
    const answers = await statuses([
      ...drafts.map((p) =>
        client.post(urlFor('api.properties.publish', { id: p.id })).bearerToken(token)
      ),
      ...expired.map((p) =>
        client.post(urlFor('api.properties.renew', { id: p.id })).bearerToken(token)
      ),
      ...Array.from({ length: 17 }, (_, i) =>
        client.post(urlFor('api.properties.store')).bearerToken(token).json(form(i))
      ),
    ])
    assert.includeMembers([200, 201, 402], [...new Set(answers)])
    const successes = count(answers, 200) + count(answers, 201)
    assert.equal(successes, GRANT)
    await assertBalance(assert, user.id, successes)
    assert.lengthOf(
      await Property.query().where('owner_id', user.id).where('listing_state', 'active'),
      GRANT
    )
  }).timeout(120_000)
})

test.group('Bookings under concurrent HTTP requests', (group) => {
  committed(group)
  const fake = withFakeProviders(group)

  test('20 buyers pay for one listing at once while its owner edits it: one booking completes, the rest are cancelled, it stays reserved', async ({
    client,
    assert,
  }) => {
    const { user: owner, token } = await ownerWithCredits(0)
    const listing = await PropertyFactory.merge({
      ownerId: owner.id,
      bookingAmount: 50_000,
      state: null,
      district: null,
      city: null,
      area: null,
      location: 'Gachibowli, Hyderabad',
    }).create()
    const buyers = await UserFactory.createMany(20)
    const orders = await Promise.all(
      buyers.map(async (buyer) => {
        const response = await bookingOrder(client, listing.id, buyer)
        response.assertStatus(201)
        return { buyer, order: response.body() }
      })
    )

    const payments = orders.map(({ buyer, order }) => payByRazorpay(client, fake, order, buyer))
    // The owner saves the form (no status) ten times while the payments land.
    const edits = Array.from({ length: 10 }, (_, i) =>
      client
        .put(urlFor('api.properties.update', { id: listing.id }))
        .bearerToken(token)
        .json({ ...form(i), status: undefined })
    )
    const [paid, edited] = await Promise.all([statuses(payments), statuses(edits)])

    assert.deepEqual([...new Set(paid)], [200])
    assert.deepEqual([...new Set(edited)], [200])
    const bookings = await Booking.query().where('property_id', listing.id)
    assert.equal(bookings.filter((b) => b.status === 'completed').length, 1)
    assert.equal(bookings.filter((b) => b.status === 'cancelled').length, 19)
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.status, 'reserved')

    // A second round after the edits: nobody can book it any more.
    const late = await bookingOrder(client, listing.id, buyers[0])
    late.assertStatus(422)
  }).timeout(120_000)
})
