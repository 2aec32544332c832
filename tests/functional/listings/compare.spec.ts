import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'

/** GET /compare?ids=… as an Inertia visit, signed out, the commas written as the page writes them. */
function compare(client: any, ids: string) {
  return client.get(`${urlFor('compare')}?ids=${ids}`).withInertia()
}

test.group('Compare page (issue 31)', (group) => {
  isolated(group)

  test('shows the listings asked for, in that order, with the facts side by side; signed out', async ({
    client,
    assert,
  }) => {
    const agent = await UserFactory.apply('agent').merge({ name: 'Ravi Agent' }).create()
    const owner = await UserFactory.merge({ name: 'Meera Owner' }).create()
    const villa = await PropertyFactory.merge({
      ownerId: agent.id,
      title: 'Villa in Kokapet',
      propertyType: 'villa',
      price: 42_500_000,
      areaSqft: 4250,
      amenities: ['swimming_pool', 'clubhouse'],
      publishedAt: DateTime.now().minus({ days: 3, hours: 1 }),
    }).create()
    const flat = await PropertyFactory.merge({ ownerId: owner.id, title: 'Flat in Gachibowli' })
      .apply('us')
      .create()

    const response = await compare(client, `${flat.id},${villa.id}`)
    response.assertStatus(200)
    response.assertInertiaComponent('compare/index')
    const { listings, dropped, trimmed, invalid } = response.inertiaProps
    assert.deepEqual(
      listings.map((listing: { id: number }) => listing.id),
      [flat.id, villa.id]
    )
    assert.deepInclude(listings[1], {
      title: 'Villa in Kokapet',
      property_type: 'villa',
      price: 42_500_000,
      currency: 'INR',
      area: 4250,
      amenities: ['swimming_pool', 'clubhouse'],
      locality: 'Gachibowli',
      poster_kind: 'agent',
      days_listed: 3,
    })
    assert.equal(listings[0].currency, 'USD')
    // The same with the commas percent-encoded.
    const encoded = await client
      .get(urlFor('compare', {}, { qs: { ids: `${flat.id},${villa.id}` } }))
      .withInertia()
    assert.deepEqual(encoded.inertiaProps.listings, listings)
    assert.deepEqual({ dropped, trimmed, invalid }, { dropped: 0, trimmed: false, invalid: false })
    // Who posted it by role only: no name, phone or e-mail of the poster reaches the page.
    const body = JSON.stringify(response.inertiaProps.listings)
    for (const secret of ['Ravi Agent', 'Meera Owner', agent.email, owner.email])
      assert.notInclude(body, secret)
  })

  test('more than 4 ids: the first 4 are compared and the page says so', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const listings = await PropertyFactory.merge({ ownerId: owner.id }).createMany(5)
    const ids = listings.map((listing) => listing.id)
    const response = await compare(client, ids.join(','))
    response.assertStatus(200)
    assert.deepEqual(
      response.inertiaProps.listings.map((listing: { id: number }) => listing.id),
      ids.slice(0, 4)
    )
    assert.isTrue(response.inertiaProps.trimmed)
  })

  test('drafts (a private venture’s units), expired, deleted and unknown listings are left out, and counted', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const live = await PropertyFactory.merge({ ownerId: owner.id }).create()
    const draft = await PropertyFactory.merge({ ownerId: owner.id }).apply('draft').create()
    const expired = await PropertyFactory.merge({ ownerId: owner.id }).apply('expired').create()
    const deleted = await PropertyFactory.merge({
      ownerId: owner.id,
      deletedAt: DateTime.now(),
    }).create()
    const response = await compare(client, `${draft.id},${live.id},${expired.id},${deleted.id}`)
    response.assertStatus(200)
    assert.deepEqual(
      response.inertiaProps.listings.map((listing: { id: number }) => listing.id),
      [live.id]
    )
    assert.equal(response.inertiaProps.dropped, 3)
    const unknown = await compare(client, '999999')
    assert.equal(unknown.inertiaProps.dropped, 1)
    assert.deepEqual(unknown.inertiaProps.listings, [])
  })

  test('ids that are not a list of numbers compare nothing and say so, never an error page', async ({
    client,
    assert,
  }) => {
    for (const ids of ['abc', '1;2', '1,,2', '-4', '9'.repeat(200)]) {
      const response = await compare(client, ids)
      response.assertStatus(200)
      assert.deepEqual(response.inertiaProps.listings, [], ids)
      assert.isTrue(response.inertiaProps.invalid, ids)
    }
  })

  test('without ids: the empty page, not marked invalid', async ({ client, assert }) => {
    const response = await client.get(urlFor('compare')).withInertia()
    response.assertStatus(200)
    assert.deepEqual(response.inertiaProps.listings, [])
    assert.isFalse(response.inertiaProps.invalid)
  })

  test('search engines may follow its links but not index it (X-Robots-Tag and the page’s robots meta)', async ({
    client,
    assert,
  }) => {
    const listing = await PropertyFactory.with('owner').create()
    const response = await client.get(urlFor('compare', {}, { qs: { ids: String(listing.id) } }))
    response.assertStatus(200)
    response.assertHeader('x-robots-tag', 'noindex, follow')
    assert.include(response.text(), '<meta name="robots" content="noindex, follow"')
  })
})
