import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { adminToken } from '#tests/helpers/admin'
import { committed } from '#tests/helpers/db'

/**
 * The admin Listings table (issue 28): the search reads the text index the
 * public search falls back to (MySQL FULLTEXT, which sees committed rows
 * only, hence `committed`), so it finds words by their start in the title,
 * location or description, drafts included; the price sort orders by
 * currency, then price. tests/functional/db/explain_plans.spec.ts checks
 * that neither scans the table.
 */
test.group('Admin listings: search and price sort (issue 28)', (group) => {
  committed(group)

  test('the search finds every word by its start, in title, location or description, drafts too', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const owner = await UserFactory.create()
    const make = (title: string, extra: Record<string, unknown> = {}) =>
      PropertyFactory.merge({ title, ownerId: owner.id, ...extra }).create()
    const inTitle = await make('Villa in Kondapur with garden')
    const draft = await PropertyFactory.apply('draft')
      .merge({ title: 'Kondapur corner plot', ownerId: owner.id })
      .create()
    const inDescription = await make('Quiet flat', {
      description: 'Five minutes from Kondapur market.',
    })
    const elsewhere = await make('Villa in Madhapur', { description: 'Near the lake.' })

    const search = async (q: string) => {
      const response = await client
        .get(urlFor('api.admin.properties.index', {}, { qs: { q } }))
        .bearerToken(token)
      response.assertStatus(200)
      return response.body().data.map((row: any) => row.id) as number[]
    }
    assert.sameMembers(await search('kondapur'), [inTitle.id, draft.id, inDescription.id])
    assert.sameMembers(await search('konda'), [inTitle.id, draft.id, inDescription.id])
    assert.sameMembers(await search('villa kondapur'), [inTitle.id])
    assert.sameMembers(await search('madhapur'), [elsewhere.id])
    // "from" is an InnoDB stopword, absent from the FULLTEXT index: the search leaves it out.
    assert.sameMembers(await search('minutes from kondapur'), [inDescription.id])
    // Not the middle of a word.
    assert.deepEqual(await search('ondapur'), [])
    // A number is still an id.
    assert.deepEqual(await search(String(elsewhere.id)), [elsewhere.id])
  })

  test('sorted by price: by currency, then amount', async ({ client, assert }) => {
    const { token } = await adminToken()
    const owner = await UserFactory.create()
    const rupees = [9_000_000, 2_500_000]
    const dollars = [650_000, 300_000]
    for (const price of rupees) await PropertyFactory.merge({ price, ownerId: owner.id }).create()
    for (const price of dollars)
      await PropertyFactory.apply('us').merge({ price, ownerId: owner.id }).create()

    const response = await client
      .get(urlFor('api.admin.properties.index', {}, { qs: { sort: 'price', dir: 'desc' } }))
      .bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((row: any) => [row.country_code, row.price]),
      [
        ['US', 650_000],
        ['US', 300_000],
        ['IN', 9_000_000],
        ['IN', 2_500_000],
      ]
    )
  })
})
