import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { VentureFactory } from '#database/factories/venture_factory'
import { isolated } from '#tests/helpers/db'

/** Two-bedroom apartments up to 90 lakh: the search of issue 28's measurements. */
const SEARCH = { property_type: 'apartment', bedrooms: 2, max_price: 9_000_000 }

function twoBhk(price = 7_500_000) {
  return PropertyFactory.merge({ propertyType: 'apartment', bedrooms: 2, price }).with('owner')
}

/** Takes a listing out of search the way a bulk writer does: one query, no model, no hook. */
function expireBehindTheCachesBack(id: number) {
  return db.from('properties').where('id', id).update({ listing_state: 'expired' })
}

test.group(
  'Counts every visitor triggers are cached, not recounted per request (issue 28)',
  (group) => {
    isolated(group)

    test("home's figures are counted once, and again after a listing, venture or account is saved", async ({
      client,
    }) => {
      const [first] = await PropertyFactory.with('owner').createMany(3)
      const expectStats = async (stats: Record<string, number | Record<string, number>>) => {
        const response = await client.get(urlFor('home')).withInertia()
        response.assertInertiaPropsContains(stats)
      }
      await expectStats({
        stats: { properties: 3, ventures: 0, customers: 3 },
      })

      await expireBehindTheCachesBack(first.id)
      await expectStats({
        stats: { properties: 3, ventures: 0, customers: 3 },
      })

      await PropertyFactory.with('owner').create()
      await expectStats({
        stats: { properties: 3, ventures: 0, customers: 4 },
      })

      await UserFactory.create()
      await expectStats({ stats: { customers: 5 } })

      await VentureFactory.with('owner').create()
      await expectStats({ stats: { ventures: 1, customers: 6 } })
    })

    test("a search's match count (/api meta.total and the page's count) is counted once per set of filters", async ({
      client,
      assert,
    }) => {
      const [first] = await twoBhk().createMany(3)
      await twoBhk(12_000_000).create()
      const api = (qs: Record<string, unknown>) =>
        client.get(urlFor('api.properties.index', {}, { qs }))
      const total = async (qs: Record<string, unknown>) => {
        const response = await api(qs)
        return response.body().meta.total
      }

      assert.equal(await total(SEARCH), 3)
      await expireBehindTheCachesBack(first.id)
      assert.equal(await total(SEARCH), 3, 'the cached count, not a recount')
      assert.equal(await total({ ...SEARCH, limit: 1 }), 3, 'paging is not another count')
      assert.equal(await total({ ...SEARCH, max_price: 20_000_000 }), 3, 'other filters: counted')

      const page = await client
        .get(urlFor('properties.index', {}, { qs: SEARCH }))
        .withInertia()
        .withInertiaPartialReload('properties/index', ['count'])
      page.assertInertiaPropsContains({ count: { total: 3, capped: false } })

      // A listing saved in the country: every count of that country is counted again.
      await twoBhk().create()
      assert.equal(await total(SEARCH), 3)
      assert.equal(await total({ ...SEARCH, max_price: 20_000_000 }), 4)
    })

    test('a listing saved in the other country leaves these counts cached', async ({
      client,
      assert,
    }) => {
      const [first] = await twoBhk().createMany(2)
      const total = async () => {
        const response = await client.get(urlFor('api.properties.index', {}, { qs: SEARCH }))
        return response.body().meta.total
      }
      assert.equal(await total(), 2)
      await expireBehindTheCachesBack(first.id)
      await twoBhk().apply('us').create()
      assert.equal(await total(), 2)
    })
  }
)
