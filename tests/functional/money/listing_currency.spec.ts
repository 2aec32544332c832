import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Property from '#models/property'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, validForm, withLocationTree } from '#tests/functional/posting/helpers'

const US_PLACE = {
  state: 'Ohio',
  district: 'Franklin County',
  city: 'Columbus',
  area_name: 'Short North',
}

test.group('Listings are entered, stored and answered in their own currency', (group) => {
  isolated(group)
  withLocationTree(group)

  test('a US owner posts $650,000 and an Indian owner ₹85 lakh; nothing is converted on the way in', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(2)
    const us = await client
      .post(urlFor('api.properties.store', {}, { qs: { country: 'US' } }))
      .bearerToken(token)
      .json(
        validForm({
          ...US_PLACE,
          country_code: 'US',
          price: 650_000,
          title: 'Short North condo with balcony',
        })
      )
    us.assertStatus(201)
    assert.containSubset(us.body(), { price: 650_000, currency: 'USD', country_code: 'US' })
    const india = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(validForm({ price: 8_500_000 }))
    india.assertStatus(201)
    assert.containSubset(india.body(), { price: 8_500_000, currency: 'INR', country_code: 'IN' })

    const storedProperty = await Property.findOrFail(us.body().id)
    assert.equal(storedProperty.price, 650_000)
    const freshProperty = await Property.findOrFail(india.body().id)
    assert.equal(freshProperty.price, 8_500_000)
  })

  test("the add-property form asks for the price in the currency of the visitor's country", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const us = await client
      .get(urlFor('add_property'))
      .withPlainCookie('country', 'US')
      .loginAs(owner)
      .withInertia()
    assert.equal(us.inertiaProps.currency, 'USD')
    const india = await client
      .get(urlFor('add_property'))
      .withPlainCookie('country', 'IN')
      .loginAs(owner)
      .withInertia()
    assert.equal(india.inertiaProps.currency, 'INR')
  })

  test("search, detail, cards and owner lists carry the listing's currency", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const us = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Dublin family home',
      price: 650_000,
    })
      .apply('us')
      .create()
    const india = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Gachibowli flat',
      price: 8_500_000,
    }).create()

    const api = await client.get(urlFor('api.properties.show', { id: us.id }))
    assert.containSubset(api.body(), { price: 650_000, currency: 'USD' })
    const list = await client.get(urlFor('api.properties.index', {}, { qs: { country: 'IN' } }))
    assert.containSubset(list.body().data, [{ id: india.id, price: 8_500_000, currency: 'INR' }])

    const detail = await client
      .get(urlFor('properties.show', { id: us.id }))
      .withPlainCookie('country', 'IN')
      .withInertia()
    assert.containSubset(detail.inertiaProps.property, { price: 650_000, currency: 'USD' })
    const cards = await client
      .get(urlFor('properties.index'))
      .withPlainCookie('country', 'US')
      .withInertia()
    assert.deepEqual(
      cards.inertiaProps.properties.map((p: any) => [p.title, p.price, p.currency]),
      [['Dublin family home', 650_000, 'USD']]
    )
    const mine = await client.get(urlFor('my_listings')).loginAs(owner).withInertia()
    assert.sameDeepMembers(
      mine.inertiaProps.listings.map((p: any) => [p.price, p.currency]),
      [
        [650_000, 'USD'],
        [8_500_000, 'INR'],
      ]
    )
  })

  test("/api min_price and max_price are in the country's currency: dollars in the US, rupees in India", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    for (const price of [150_000, 450_000, 1_200_000])
      await PropertyFactory.merge({ ownerId: owner.id, price, title: `US home at ${price}` })
        .apply('us')
        .create()
    for (const price of [2_000_000, 8_500_000])
      await PropertyFactory.merge({
        ownerId: owner.id,
        price,
        title: `Indian flat at ${price}`,
      }).create()

    const items = (body: any) => body.data as { price: number; currency: string }[]
    const us = await client.get(
      urlFor(
        'api.properties.index',
        {},
        { qs: { country: 'US', min_price: 400000, max_price: 700000 } }
      )
    )
    us.assertStatus(200)
    assert.deepEqual(
      items(us.body()).map((p) => [p.price, p.currency]),
      [[450_000, 'USD']]
    )
    const usSorted = await client.get(
      urlFor('api.properties.index', {}, { qs: { country: 'US', sort: 'price_high' } })
    )
    assert.deepEqual(
      items(usSorted.body()).map((p) => p.price),
      [1_200_000, 450_000, 150_000]
    )
    const india = await client.get(
      urlFor(
        'api.properties.index',
        {},
        { qs: { country: 'IN', min_price: 5000000, max_price: 10000000 } }
      )
    )
    assert.deepEqual(
      items(india.body()).map((p) => [p.price, p.currency]),
      [[8_500_000, 'INR']]
    )
  })

  test('the shell carries the rates a page needs to read a price in the other currency', async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('home')).withPlainCookie('country', 'US').withInertia()
    assert.deepEqual(response.inertiaProps.market.currency.rates, { INR: 83.25, USD: 1 })
  })
})
