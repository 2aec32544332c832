import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import LocationTree from '#services/locations/location_tree'
import LocationsSeeder from '#database/seeders/main/locations_seeder'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { RATE_LIMITS } from '#config/limiter'
import { makeVenture } from '#tests/helpers/ventures'
import { isolated } from '#tests/helpers/db'
import type User from '#models/user'
import CreditPackage from '#models/credit_package'
import { expectStatus } from '#tests/helpers/http'

async function market(owner: User) {
  const hyd = { state: 'Telangana', district: 'Rangareddy', city: 'Hyderabad' }
  const rows = [
    {
      title: 'Three bedroom flat in Kondapur',
      propertyType: 'apartment',
      bedrooms: 3,
      price: 9_500_000,
      ...hyd,
      area: 'Kondapur',
    },
    {
      title: 'Three bedroom flat in Gachibowli',
      propertyType: 'apartment',
      bedrooms: 3,
      price: 12_500_000,
      ...hyd,
      area: 'Gachibowli',
    },
    {
      title: 'Two bedroom flat in Madhapur',
      propertyType: 'apartment',
      bedrooms: 2,
      price: 7_000_000,
      ...hyd,
      area: 'Madhapur',
    },
    {
      title: 'Three bedroom villa in Kokapet',
      propertyType: 'villa',
      bedrooms: 3,
      price: 8_000_000,
      ...hyd,
      area: 'Kokapet',
    },
    {
      title: 'Plot in Kondapur',
      propertyType: 'plot',
      bedrooms: null,
      price: 3_000_000,
      ...hyd,
      area: 'Kondapur',
    },
    {
      title: 'Villa in Whitefield',
      propertyType: 'villa',
      bedrooms: 4,
      price: 30_000_000,
      state: 'Karnataka',
      district: 'Bengaluru Urban',
      city: 'Bengaluru',
      area: 'Whitefield',
    },
  ]
  for (const row of rows) {
    await PropertyFactory.merge({
      ...row,
      ownerId: owner.id,
      location: `${row.area}, ${row.city}, ${row.district}, ${row.state}`,
    }).create()
  }
  await PropertyFactory.merge({
    ownerId: owner.id,
    title: 'Two bedroom condo in Short North',
    bedrooms: 2,
    price: 280_000,
  })
    .apply('us')
    .create()
  await PropertyFactory.merge({
    ownerId: owner.id,
    title: 'Two bedroom condo, pricier',
    bedrooms: 2,
    price: 450_000,
  })
    .apply('us')
    .create()
}

const send = (client: any, body: Record<string, unknown>) =>
  client.post(urlFor('api.chat.send')).json(body)

test.group('POST /api/chat/send', (group) => {
  isolated(group)
  group.each.setup(async () => {
    await new LocationsSeeder(db.connection()).run()
    const locationTree = await app.container.make(LocationTree)
    locationTree.invalidate()
    return async () => {
      const tree = await app.container.make(LocationTree)
      tree.invalidate()
    }
  })

  test('a question becomes the filters of GET /api/properties, with the same count and its cards', async ({
    client,
    assert,
  }) => {
    await market(await UserFactory.create())
    const response = await send(client, {
      message: '3 BHK in Hyderabad under 1 crore',
      language: 'en',
    })
    response.assertStatus(200)
    const body = response.body()
    assert.properties(body, ['response', 'filters', 'results', 'search_url'])
    assert.deepEqual(body.filters, {
      kind: 'properties',
      bedrooms: 3,
      max_price: 10_000_000,
      state: 'Telangana',
      city: 'Hyderabad',
    })

    const { kind, ...filters } = body.filters
    const list = await client.get(urlFor('api.properties.index')).qs(filters)
    assert.equal(list.body().meta.total, 2)
    assert.equal(body.total, list.body().meta.total)
    assert.include(body.response, '2 properties match')
    assert.sameMembers(
      body.results.map((r: any) => r.title),
      ['Three bedroom flat in Kondapur', 'Three bedroom villa in Kokapet']
    )
    // Cards of the list endpoint, never the owner's phone or e-mail.
    assert.notProperty(body.results[0], 'owner')
    assert.notInclude(JSON.stringify(body.results), '@')
    assert.match(body.search_url, /^\/properties\?/)
    assert.include(body.search_url, 'bedrooms=3')
    assert.include(body.search_url, 'max_price=10000000')
    assert.deepEqual(
      body.chips.map((c: any) => c.label),
      ['3 BHK', 'Under ₹1 Cr', 'In Hyderabad']
    )
  })

  test('the count matches GET /api/properties for Hindi and Telugu questions too', async ({
    client,
    assert,
  }) => {
    await market(await UserFactory.create())
    for (const message of [
      'कोंडापुर में 50 लाख से कम प्लॉट',
      'కొండాపూర్ లో ఒక కోటి లోపు 3 బీహెచ్కే ఫ్లాట్',
      'villas near Whitefeild',
    ]) {
      const response = await send(client, { message })
      const body = response.body()
      const { kind, ...filters } = body.filters
      assert.equal(kind, 'properties')
      const reply = await client.get(urlFor('api.properties.index')).qs(filters)
      const list = reply.body()
      assert.equal(body.total, list.meta.total, message)
      assert.equal(body.total, 1, message)
      assert.deepEqual(
        body.results.map((r: any) => r.id),
        list.data.slice(0, 3).map((p: any) => p.id)
      )
    }
  })

  test('removing a chip answers again without that filter', async ({ client, assert }) => {
    await market(await UserFactory.create())
    const response = await send(client, {
      message: '3 BHK in Hyderabad under 1 crore',
      without: ['bedrooms'],
    })
    const body = response.body()
    assert.deepEqual(body.filters, {
      kind: 'properties',
      max_price: 10_000_000,
      state: 'Telangana',
      city: 'Hyderabad',
    })
    assert.equal(body.total, 4)
  })

  test('country US reads dollars and searches US listings', async ({ client, assert }) => {
    await market(await UserFactory.create())
    const response = await send(client, {
      message: '2 bedroom apartment in Columbus under $300k',
      country: 'US',
    })
    const body = response.body()
    assert.deepEqual(body.filters, {
      kind: 'properties',
      property_type: 'apartment',
      bedrooms: 2,
      max_price: 300_000,
      state: 'Ohio',
      district: 'Franklin County',
      city: 'Columbus',
    })
    assert.equal(body.total, 1)
    assert.equal(body.results[0].currency, 'USD')
    assert.deepEqual(body.chips.find((c: any) => c.key === 'budget').label, 'Under $300,000')
  })

  test('projects by a builder search ventures', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    await makeVenture(owner, {
      name: 'Prestige Lakeside',
      builder: 'prestige_group',
      builderName: 'Prestige Group',
      status: 'ready_to_move',
    })
    await makeVenture(owner, {
      name: 'Prestige Heights',
      builder: 'prestige_group',
      builderName: 'Prestige Group',
      status: 'under_construction',
    })
    const response = await send(client, { message: 'ready to move projects by Prestige' })
    const body = response.body()
    assert.deepEqual(body.filters, {
      kind: 'ventures',
      status: 'ready_to_move',
      builder: 'prestige_group',
    })
    assert.equal(body.total, 1)
    assert.equal(body.results[0].name, 'Prestige Lakeside')
    assert.match(body.search_url, /^\/ventures\?status=ready_to_move&builder=prestige_group$/)
  })

  test('replies in the language asked for', async ({ client, assert }) => {
    await market(await UserFactory.create())
    const reply = await send(client, { message: 'हैदराबाद में 1 करोड़ से कम 3 बीएचके', language: 'hi' })
    const body = reply.body()
    assert.include(body.response, '2 प्रॉपर्टी मेल खाती हैं')
    assert.include(
      body.chips.map((c: any) => c.label),
      'हैदराबाद में'
    )
  })

  test('refuses discriminatory conditions and says why', async ({ client, assert }) => {
    const reply = await send(client, {
      message: '2 BHK in Hyderabad for Hindu families only',
      language: 'en',
    })
    const body = reply.body()
    assert.isNull(body.filters)
    assert.deepEqual(body.results, [])
    assert.include(body.response, "I can't search by religion")
    assert.include(body.response, 'Fair Housing Act')
  })

  test('refuses inflected and place-named conditions in every language, naming the ground', async ({
    client,
    assert,
  }) => {
    for (const [message, language, ground] of [
      ['a white neighborhood in Hyderabad', 'en', 'community, ethnicity, race or colour'],
      ['flat in Hyderabad with no disabled tenants', 'en', 'disability'],
      ['हैदराबाद में लड़कियाँ नहीं, सिर्फ लड़कों के लिए फ्लैट', 'hi', 'लिंग'],
      ['హైదరాబాద్‌లో దివ్యాంగులకు ఇవ్వని ఇల్లు', 'te', 'వైకల్యం'],
    ]) {
      const reply = await send(client, { message, language })
      const body = reply.body()
      assert.isNull(body.filters, message)
      assert.deepEqual(body.results, [], message)
      assert.include(body.response, ground, message)
    }
  })

  test('searches look-alikes that describe the property or its surroundings', async ({
    client,
    assert,
  }) => {
    for (const message of [
      'wheelchair accessible flat in Hyderabad',
      'ladies hostel in Hyderabad',
    ]) {
      const reply = await send(client, { message, language: 'en' })
      const body = reply.body()
      assert.isNotNull(body.filters, message)
      assert.notInclude(body.response, 'Fair Housing Act', message)
    }
  })

  test('answers product questions from the same facts as the pages', async ({ client, assert }) => {
    await CreditPackage.create({
      code: 'assistant_test',
      countryCode: 'IN',
      name: 'Assistant Test Pack',
      description: 'x',
      credits: 7,
      priceMinor: 69_900,
      originalPriceMinor: null,
      discountPercent: 0,
      currency: 'INR',
      provider: 'razorpay',
      displayOrder: 99,
      active: true,
    })
    const reply = await send(client, { message: 'How much do credits cost?', language: 'en' })
    const credits = reply.body()
    assert.include(credits.response, '1 credit posts one property for 30 days')
    assert.include(credits.response, 'Assistant Test Pack: 7 credits for ₹699')
    for (const pkg of await CreditPackage.query().where('country_code', 'IN').where('active', true))
      assert.include(credits.response, pkg.name)
    assert.deepEqual(
      credits.links.map((l: any) => l.url),
      ['/credits']
    )

    const answer = await send(client, { message: 'bulk upload file size?', language: 'en' })
    const bulk = answer.body()
    assert.include(bulk.response, 'up to 10 MB')
    const businessHours = await send(client, {
      message: 'What are your business hours?',
      language: 'en',
    })
    const hours = businessHours.body()
    assert.include(hours.response, 'Monday to Saturday 9 AM – 9 PM, Sunday 10 AM – 6 PM')
  })

  test('blank and over-long messages get 422 {detail}', async ({ client, assert }) => {
    for (const message of ['', '   ', 'x'.repeat(501)]) {
      const response = await send(client, { message, language: 'en' })
      response.assertStatus(422)
      assert.properties(response.body(), ['detail'])
    }
    const reply = await send(client, { message: '  ' })
    assert.equal(reply.body().detail, 'Please type a message.')
    const answer = await send(client, { message: 'x'.repeat(501) })
    assert.equal(answer.body().detail, 'A message can be at most 500 characters.')
    await expectStatus(client.post(urlFor('api.chat.send')).json({}), 422)
  })

  test('rate limited per client', async ({ client, assert }) => {
    const { requests } = RATE_LIMITS.assistantMessages
    for (let i = 0; i < requests; i++) {
      await expectStatus(send(client, { message: 'villas' }), 200)
    }
    const over = await send(client, { message: 'villas' })
    over.assertStatus(429)
    assert.properties(over.body(), ['detail'])
  })

  test('the page route POST /chat/send answers the same, with the session CSRF token', async ({
    client,
    assert,
  }) => {
    await market(await UserFactory.create())
    const response = await client
      .post(urlFor('chat.send'))
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ message: 'villas near Whitefield' })
    response.assertStatus(200)
    assert.equal(response.body().total, 1)
  })
})
