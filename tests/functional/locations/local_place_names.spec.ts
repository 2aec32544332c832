import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import LocationTree from '#services/locations/location_tree'
import LocationsSeeder from '#database/seeders/main/locations_seeder'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { makeVenture } from '#tests/helpers/ventures'
import { isolated } from '#tests/helpers/db'
import { pageMessages } from '#tests/helpers/page_messages'
import { titlesOf } from '#tests/helpers/html_head'
import type User from '#models/user'

const KONDAPUR = {
  state: 'Telangana',
  district: 'Rangareddy',
  city: 'Hyderabad',
  area: 'Kondapur',
  location: 'Kondapur, Hyderabad, Rangareddy, Telangana',
}

/** A flat in Kondapur, one in a locality without local names, one in Bengaluru. */
async function listings(owner: User) {
  const kondapur = await PropertyFactory.merge({
    ownerId: owner.id,
    title: 'Lake view flat',
    ...KONDAPUR,
  }).create()
  const plain = await PropertyFactory.merge({
    ownerId: owner.id,
    title: 'Corner flat',
    area: 'Puppalaguda',
    location: 'Puppalaguda, Hyderabad, Rangareddy, Telangana',
  }).create()
  const bengaluru = await PropertyFactory.merge({
    ownerId: owner.id,
    title: 'Garden villa',
    propertyType: 'villa',
    state: 'Karnataka',
    district: 'Bengaluru Urban',
    city: 'Bengaluru',
    area: 'Whitefield',
    location: 'Whitefield, Bengaluru, Bengaluru Urban, Karnataka',
  }).create()
  return { kondapur, plain, bengaluru }
}

const page = (client: any, url: string, lang: string) => client.get(url).qs({ lang }).withInertia()

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort()

test.group('Place names in the page language (issue 27)', (group) => {
  isolated(group)
  group.each.setup(async () => {
    await new LocationsSeeder(db.connection()).run()
    const tree = await app.container.make(LocationTree)
    tree.invalidate()
    return () => tree.invalidate()
  })

  test('hi and te cards show the local names, English where a place has none', async ({
    client,
    assert,
  }) => {
    const { kondapur, plain } = await listings(await UserFactory.create())
    const location = async (lang: string, id: number) => {
      const response = await page(client, urlFor('properties.index'), lang)
      response.assertStatus(200)
      return response.inertiaProps.properties.find((p: any) => p.id === id).location
    }
    assert.equal(await location('hi', kondapur.id), 'कोंडापुर, हैदराबाद, रंगारेड्डी, तेलंगाना')
    assert.equal(await location('te', kondapur.id), 'కొండాపూర్, హైదరాబాద్, రంగారెడ్డి, తెలంగాణ')
    assert.equal(await location('en', kondapur.id), KONDAPUR.location)
    assert.equal(await location('hi', plain.id), 'Puppalaguda, हैदराबाद, रंगारेड्डी, तेलंगाना')
  })

  test('the location selects get their labels in the page language; values stay English', async ({
    client,
    assert,
  }) => {
    const hi = await page(client, urlFor('properties.index'), 'hi')
    assert.equal(pageMessages(hi.inertiaProps).Hyderabad, 'हैदराबाद')
    assert.equal(pageMessages(hi.inertiaProps).Telangana, 'तेलंगाना')
    assert.property(hi.inertiaProps.locationTree, 'Telangana')
    const te = await page(client, urlFor('ventures.index'), 'te')
    assert.equal(pageMessages(te.inertiaProps).Kondapur, 'కొండాపూర్')
    const en = await page(client, urlFor('properties.index'), 'en')
    assert.notProperty(pageMessages(en.inertiaProps), 'Hyderabad')
  })

  test('the property page and its title name the place in the page language', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const { kondapur } = await listings(owner)
    const hi = await page(client, urlFor('properties.show', { id: kondapur.id }), 'hi')
    assert.equal(hi.inertiaProps.property.location, 'कोंडापुर, हैदराबाद, रंगारेड्डी, तेलंगाना')
    assert.equal(hi.inertiaProps.property.city, 'हैदराबाद')
    const show = await client.get(urlFor('properties.show', { id: kondapur.id })).qs({ lang: 'hi' })
    const html = show.text()
    assert.include(titlesOf(html)[0], 'कोंडापुर, हैदराबाद, तेलंगाना')

    // /api keeps the English names the listing stores.
    const api = await client
      .get(urlFor('api.properties.show', { id: kondapur.id }))
      .qs({ lang: 'hi' })
    assert.equal(api.body().location, KONDAPUR.location)
  }).timeout(60_000)

  test('venture pages and cards name the place in the page language', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner, { name: 'Skyline Residences' })
    const te = await page(client, urlFor('ventures.show', { id: venture.id }), 'te')
    assert.equal(te.inertiaProps.venture.city, 'హైదరాబాద్')
    assert.include(te.inertiaProps.venture.location, 'హైదరాబాద్')
    const ventures = await page(client, urlFor('ventures.index'), 'te')
    assert.include(ventures.inertiaProps.ventures[0].location, 'హైదరాబాద్')
  })

  test('"Use my location" names the found place in the page language, its filter values in English', async ({
    client,
    assert,
  }) => {
    const reverse = async (lang: string) => {
      const response = await client
        .get(urlFor('locations.reverse', {}, { qs: { latitude: '17.462', longitude: '78.357' } }))
        .qs({ lang })
      return response.body().location
    }
    const te = await reverse('te')
    assert.include(te.full_address, 'కొండాపూర్, హైదరాబాద్')
    assert.containSubset(te, { area: 'Kondapur', city: 'Hyderabad', state: 'Telangana' })
    const en = await reverse('en')
    assert.include(en.full_address, 'Kondapur, Hyderabad')
  })

  test('a search typed in Devanagari or Telugu finds what the English name finds', async ({
    client,
    assert,
  }) => {
    await listings(await UserFactory.create())
    const search = async (text: string) => {
      const response = await client.get(urlFor('api.properties.index')).qs({ search: text })
      response.assertStatus(200)
      return idsOf(response.body().data)
    }
    const hyderabad = await search('Hyderabad 2 BHK')
    assert.lengthOf(hyderabad, 2)
    assert.deepEqual(await search('हैदराबाद में 2 BHK'), hyderabad)
    assert.deepEqual(await search('హైదరాబాద్‌లో 2 BHK'), hyderabad)
    const kondapur = await search('Kondapur')
    assert.lengthOf(kondapur, 1)
    assert.deepEqual(await search('కొండాపూర్'), kondapur)
    assert.deepEqual(await search('कोंडापुर'), kondapur)

    // The page's search box and the joined place filter of /api read the same way.
    const onPage = await page(client, urlFor('properties.index'), 'te')
    const pageIds = (text: string) =>
      client
        .get(urlFor('properties.index'))
        .qs({ search: text, lang: 'te' })
        .withInertia()
        .then((r: any) => idsOf(r.inertiaProps.properties))
    onPage.assertStatus(200)
    assert.deepEqual(await pageIds('కొండాపూర్'), kondapur)
    const byPlace = await client
      .get(urlFor('api.properties.index'))
      .qs({ location: 'कोंडापुर, हैदराबाद' })
    assert.deepEqual(idsOf(byPlace.body().data), kondapur)
  })

  test('GET /api/locations/names gives the local names of the hierarchy by English name', async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('api.locations.names'))
    response.assertStatus(200)
    const { data } = response.body()
    assert.deepInclude(data, { name: 'Hyderabad', name_hi: 'हैदराबाद', name_te: 'హైదరాబాద్' })
    assert.deepInclude(data, { name: 'Kondapur', name_hi: 'कोंडापुर', name_te: 'కొండాపూర్' })
    // US places and localities without known names are not listed.
    const names = data.map((row: { name: string }) => row.name)
    assert.notInclude(names, 'Columbus')
    assert.notInclude(names, 'Anekal Town')
    const hierarchy = await client.get(urlFor('api.locations.hierarchy'))
    assert.property(hierarchy.body().India.Telangana, 'Rangareddy')
  })

  test('a venture search typed in Telugu finds the venture', async ({ client, assert }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner, { name: 'Skyline Residences' })
    const found = await client.get(urlFor('api.ventures.index')).qs({ search: 'హైదరాబాద్ లో' })
    assert.deepEqual(idsOf(found.body().data), [venture.id])
  })

  test('the assistant understands a Hindi or Telugu place name and answers with it', async ({
    client,
    assert,
  }) => {
    await listings(await UserFactory.create())
    const send = (message: string, language: string) =>
      client.post(urlFor('api.chat.send')).json({ message, language })

    const hiReply = await send('नई दिल्ली में घर', 'hi')
    const hi = hiReply.body()
    assert.containSubset(hi.filters, { state: 'Delhi', city: 'New Delhi' })
    const teReply = await send('కొండాపూర్ లో ఫ్లాట్లు', 'te')
    const te = teReply.body()
    assert.containSubset(te.filters, { area: 'Kondapur', city: 'Hyderabad' })
    assert.equal(te.total, 1)
    assert.equal(te.results[0].location, 'కొండాపూర్, హైదరాబాద్, రంగారెడ్డి, తెలంగాణ')
    const chip = te.chips.find((c: any) => c.key === 'place')
    assert.include(chip.label, 'కొండాపూర్')
  })
})
