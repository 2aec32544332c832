import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { VentureFactory } from '#database/factories/venture_factory'
import { TowerFactory } from '#database/factories/tower_factory'
import { UnitFactory } from '#database/factories/unit_factory'
import { LeadFactory } from '#database/factories/lead_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { PaymentFactory } from '#database/factories/payment_factory'
import { isolated } from '#tests/helpers/db'

/** The test factories (database/factories) build rows the schema accepts, with their relations. */
test.group('Factories', (group) => {
  isolated(group)

  test('a venture with its owner and a tower, and a unit in that tower', async ({ assert }) => {
    const venture = await VentureFactory.with('owner').with('towers').create()
    const [tower] = venture.towers
    assert.equal(venture.owner.id, venture.ownerId)
    assert.equal(tower.ventureId, venture.id)
    assert.isTrue(venture.isPublic)
    const unit = await UnitFactory.merge({
      ownerId: venture.ownerId,
      ventureId: venture.id,
      towerId: tower.id,
    }).create()
    assert.equal(unit.ventureId, venture.id)
    assert.equal(unit.listingState, 'active')
    const draft = await VentureFactory.with('owner').apply('draft').create()
    assert.isFalse(draft.isPublic)
    assert.isNull(draft.publishedAt)
  })

  test('a tower with its own venture', async ({ assert }) => {
    const owner = await UserFactory.create()
    const tower = await TowerFactory.with('venture', 1, (venture) =>
      venture.merge({ ownerId: owner.id })
    ).create()
    assert.equal(tower.venture.ownerId, owner.id)
  })

  test('a lead about a listing, and one about a venture', async ({ assert }) => {
    const owner = await UserFactory.apply('agent').create()
    const listing = await PropertyFactory.merge({ ownerId: owner.id }).create()
    const lead = await LeadFactory.merge({ ownerId: owner.id, propertyId: listing.id }).create()
    assert.equal(lead.status, 'new')
    assert.equal(lead.source, 'property_contact')
    const venture = await VentureFactory.merge({ ownerId: owner.id }).create()
    const visit = await LeadFactory.merge({ ownerId: owner.id, ventureId: venture.id })
      .apply('siteVisit')
      .create()
    assert.equal(visit.source, 'site_visit')
  })

  test('a booking paid through a payment, and an open credits payment', async ({ assert }) => {
    const buyer = await UserFactory.create()
    const listing = await PropertyFactory.with('owner').create()
    const booking = await BookingFactory.merge({ propertyId: listing.id, userId: buyer.id })
      .with('transaction', 1, (payment) =>
        payment.apply('booking', 'completed').merge({ userId: buyer.id })
      )
      .apply('completed')
      .create()
    assert.equal(booking.status, 'completed')
    assert.equal(booking.transaction.purpose, 'booking')
    assert.equal(booking.transaction.status, 'completed')
    const payment = await PaymentFactory.with('user').create()
    assert.equal(payment.status, 'created')
    assert.equal(payment.userId, payment.user.id)
  })
})
