import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Property from '#models/property'
import User from '#models/user'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits } from './helpers.js'
import { expectStatus } from '#tests/helpers/http'
import { pageForm } from '#tests/helpers/page_forms'

/** Renewing a listing: one action and one access rule (PropertyPolicy) behind every address. */
test.group('Renewing a listing: one rule for every address', (group) => {
  isolated(group)

  test('the older page address /properties/:id/renew renews like /publish, with the same toast', async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(1)
    const listing = await PropertyFactory.merge({ ownerId: user.id }).apply('expired').create()
    const response = await pageForm(
      client,
      'post',
      urlFor('listings.publish', { id: listing.id }),
      user
    )
    response.assertStatus(302)
    response.assertFlashMessage('success', 'Listing renewed for 30 days')
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.listingState, 'active')
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 0)
  })

  test("someone else's draft or expired listing is a 404 on every address; a live one is a 403", async ({
    client,
  }) => {
    const { user: owner } = await ownerWithCredits(0)
    const { token } = await ownerWithCredits(2)
    const draft = await PropertyFactory.merge({ ownerId: owner.id }).apply('draft').create()
    const expired = await PropertyFactory.merge({ ownerId: owner.id }).apply('expired').create()
    const live = await PropertyFactory.merge({ ownerId: owner.id }).create()
    const attempts = [
      ['api.properties.publish', draft.id, 404],
      ['api.properties.renew', expired.id, 404],
      ['api.properties.publish', expired.id, 404],
      ['api.properties.renew', live.id, 403],
    ] as const
    for (const [route, id, status] of attempts)
      await expectStatus(client.post(urlFor(route, { id })).bearerToken(token), status)
  })

  test("an admin renews an owner's expired listing with the owner's credit, as publishing does", async ({
    client,
    assert,
  }) => {
    const { user: owner } = await ownerWithCredits(1)
    const { token } = await ownerWithCredits(0, 'admin')
    const expired = await PropertyFactory.merge({ ownerId: owner.id }).apply('expired').create()
    const response = await client
      .post(urlFor('api.properties.renew', { id: expired.id }))
      .bearerToken(token)
    response.assertStatus(200)
    assert.containSubset(response.body(), { id: expired.id, listing_state: 'active', credits: 0 })
  })
})
