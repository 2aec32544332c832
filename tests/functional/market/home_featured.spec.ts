import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'

test.group('Home: featured listings follow the country', (group) => {
  isolated(group)

  test('India sees the newest six active Indian listings, not US, draft, expired, deleted or sold ones', async ({
    client,
    assert,
  }) => {
    const shown = await PropertyFactory.with('owner')
      .merge(
        [0, 1, 2, 3, 4, 5, 6].map((i) => ({
          title: `Flat number ${i} in Gachibowli`,
          publishedAt: DateTime.now().minus({ hours: i }),
        }))
      )
      .createMany(7)
    await PropertyFactory.with('owner').apply('us').create()
    await PropertyFactory.with('owner').apply('draft').create()
    await PropertyFactory.with('owner').apply('expired').create()
    await PropertyFactory.with('owner').merge({ deletedAt: DateTime.now() }).create()
    await PropertyFactory.with('owner').merge({ status: 'sold' }).create()

    const response = await client.get(urlFor('home')).withInertia()
    const featured = response.inertiaProps.featured as { id: number; price: number }[]
    assert.deepEqual(
      featured.map((p) => p.id),
      shown.slice(0, 6).map((p) => p.id)
    )
    assert.equal(featured[0].price, 8_500_000)
  })

  test('the US sees only US listings', async ({ client, assert }) => {
    await PropertyFactory.with('owner').create()
    const us = await PropertyFactory.with('owner').apply('us').create()
    const response = await client.get(urlFor('home')).withPlainCookie('country', 'US').withInertia()
    assert.deepEqual(
      response.inertiaProps.featured.map((p: { id: number }) => p.id),
      [us.id]
    )
  })

  test('nothing to feature: an empty list, no sample cards', async ({ client }) => {
    const response = await client.get(urlFor('home')).withInertia()
    response.assertInertiaPropsContains({ featured: [] })
  })
})

test.group('Home: stats are real counts', (group) => {
  isolated(group)

  test('listings of the country and registered customers, counted from the database', async ({
    client,
  }) => {
    await PropertyFactory.with('owner').createMany(3)
    await PropertyFactory.with('owner').apply('us').create()
    await PropertyFactory.with('owner').apply('draft').create()
    const response = await client.get(urlFor('home')).withInertia()
    // 5 owners were created with the listings, all customers.
    response.assertInertiaPropsContains({ stats: { properties: 3, ventures: 0, customers: 5 } })
  })
})
