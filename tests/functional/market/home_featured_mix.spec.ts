import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { addUnits, makeVenture } from '#tests/helpers/ventures'

const ids = (cards: { id: number }[]) => cards.map((card) => card.id)

test.group('Home: featured listings are a mix, not one tower', (group) => {
  isolated(group)

  test('a tower published after the listings does not take home; /properties still finds its units', async ({
    client,
    assert,
  }) => {
    const listings = await PropertyFactory.with('owner')
      .merge([1, 2, 3].map((hours) => ({ publishedAt: DateTime.now().minus({ hours }) })))
      .createMany(3)
    const builder = await UserFactory.create()
    const venture = await makeVenture(builder, { name: 'Skyline Residences' })
    const { units } = await addUnits(
      venture,
      'Tower B',
      ['1150', '1149', '1148', '1147', '1146', '1145'].map((number) => ({ number }))
    )

    const home = await client.get(urlFor('home')).withInertia()
    assert.deepEqual(ids(home.inertiaProps.featured), ids(listings))
    assert.include(ids(home.inertiaProps.ventures), venture.id)

    const search = await client
      .get(urlFor('properties.index', {}, { qs: { search: 'Tower B' } }))
      .withInertia()
    assert.includeMembers(ids(search.inertiaProps.properties), ids(units))
  })

  test('at most two cards of one owner, the next owners fill the rest in order', async ({
    client,
    assert,
  }) => {
    const agent = await UserFactory.create()
    const bulk = await PropertyFactory.merge(
      [1, 2, 3, 4, 5].map((minutes) => ({
        ownerId: agent.id,
        publishedAt: DateTime.now().minus({ minutes }),
      }))
    ).createMany(5)
    const others = await PropertyFactory.with('owner')
      .merge([1, 2, 3, 4, 5].map((hours) => ({ publishedAt: DateTime.now().minus({ hours }) })))
      .createMany(5)

    const response = await client.get(urlFor('home')).withInertia()
    assert.deepEqual(ids(response.inertiaProps.featured), [
      ...ids(bulk.slice(0, 2)),
      ...ids(others.slice(0, 4)),
    ])
  })
})
