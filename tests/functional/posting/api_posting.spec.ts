import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Property from '#models/property'
import User from '#models/user'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, validForm, withLocationTree } from './helpers.js'
import { expectStatus } from '#tests/helpers/http'

test.group('POST /api/properties: every message of 001 §5', (group) => {
  isolated(group)
  withLocationTree(group)

  test('{field} {case} → "{message}"')
    .with([
      {
        field: 'title',
        case: 'missing',
        body: { title: undefined },
        message: 'Property title is required',
      },
      {
        field: 'title',
        case: 'blank',
        body: { title: '   ' },
        message: 'Property title is required',
      },
      {
        field: 'title',
        case: 'short',
        body: { title: 'Flat 2BHK' },
        message: 'Title should be at least 10 characters',
      },
      { field: 'price', case: 'missing', body: { price: undefined }, message: 'Price is required' },
      { field: 'price', case: 'empty', body: { price: '' }, message: 'Price is required' },
      { field: 'price', case: 'zero', body: { price: 0 }, message: 'Please enter a valid price' },
      {
        field: 'price',
        case: 'negative',
        body: { price: -5 },
        message: 'Please enter a valid price',
      },
      {
        field: 'price',
        case: 'text',
        body: { price: 'lots' },
        message: 'Please enter a valid price',
      },
      { field: 'area', case: 'missing', body: { area: undefined }, message: 'Area is required' },
      { field: 'area', case: 'zero', body: { area: 0 }, message: 'Please enter a valid area' },
      {
        field: 'location',
        case: 'missing',
        body: { state: undefined, district: undefined, city: undefined, area_name: undefined },
        message: 'Location is required',
      },
      {
        field: 'description',
        case: 'missing',
        body: { description: undefined },
        message: 'Description is required',
      },
      {
        field: 'description',
        case: 'short',
        body: { description: 'Nice flat near the lake.' },
        message: 'Description should be at least 50 characters',
      },
      {
        field: 'bedrooms',
        case: '11',
        body: { bedrooms: 11 },
        message: 'Bedrooms must be a whole number from 0 to 10',
      },
      {
        field: 'bathrooms',
        case: '-1',
        body: { bathrooms: -1 },
        message: 'Bathrooms must be a whole number from 0 to 10',
      },
      {
        field: 'bathrooms',
        case: '1.5',
        body: { bathrooms: 1.5 },
        message: 'Bathrooms must be a whole number from 0 to 10',
      },
      {
        field: 'property_type',
        case: 'unknown',
        body: { property_type: 'castle' },
        message: 'Choose a property type from the list',
      },
      {
        field: 'images',
        case: 'not a URL',
        body: { images: ['javascript:alert(1)'] },
        message: 'Image addresses must start with https://',
      },
      {
        field: 'images',
        case: 'http (mixed content)',
        body: { images: ['http://img.example.com/a.jpg'] },
        message: 'Image addresses must start with https://',
      },
      {
        field: 'images',
        case: 'on a host not allowed (a tracking pixel)',
        body: { images: ['https://tracker.example.net/p.gif?u=1'] },
        message: 'Upload the photo here, or use an address from an approved image host',
      },
      {
        field: 'images',
        case: 'on a look-alike host',
        body: { images: ['https://img.example.com.evil.net/a.jpg'] },
        message: 'Upload the photo here, or use an address from an approved image host',
      },
      {
        field: 'district',
        case: 'not in the state',
        body: { district: 'Pune' },
        message: 'Choose the location from the list',
      },
    ])
    .run(async ({ client, assert }, { field, body, message }) => {
      const { user, token } = await ownerWithCredits(5)
      const response = await client
        .post(urlFor('api.properties.store'))
        .bearerToken(token)
        .json(validForm(body))
      response.assertStatus(422)
      assert.equal(response.body().detail, message)
      assert.deepInclude(
        response.body().errors.map((e: any) => ({ field: e.field, message: e.message })),
        { field, message }
      )
      assert.equal(
        await Property.query()
          .where('owner_id', user.id)
          .count('* as n')
          .first()
          .then((r: any) => Number(r.$extras.n)),
        0
      )
      const storedUser = await User.findOrFail(user.id)
      assert.equal(storedUser.credits, 5)
    })
})

test.group('POST /api/properties: publishing costs 1 credit for 30 days', (group) => {
  isolated(group)
  withLocationTree(group)

  test('publishes, charges 1 credit in the ledger and cleans the lists', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(2)
    const response = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(validForm())
    response.assertStatus(201)
    const body = response.body()
    assert.containSubset(body, {
      title: '3 BHK apartment with lake view',
      price: 8_500_001,
      area: 1450,
      bedrooms: 3,
      bathrooms: 2,
      listing_state: 'active',
      location: 'Gachibowli, Hyderabad, Rangareddy, Telangana',
      amenities: ['Gym', 'Lake view', 'swimming_pool'],
      images: ['https://img.example.com/a.jpg'],
      country_code: 'IN',
    })
    const property = await Property.findOrFail(body.id)
    assert.equal(property.ownerId, user.id)
    assert.closeTo(property.expiresAt!.diff(DateTime.now(), 'days').days, 30, 0.01)
    assert.isNotNull(property.lat)
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 1)
    const spend = await db
      .from('credit_ledger')
      .where('user_id', user.id)
      .where('delta', -1)
      .first()
    assert.equal(spend.reference, `property:${property.id}`)
    assert.equal(spend.purpose, 'listing_publish')
    // Live at once: in search and on its detail page.
    await expectStatus(client.get(urlFor('api.properties.show', { id: property.id })), 200)
  })

  test('with 0 credits: 402 {detail}, no listing and no ledger row', async ({ client, assert }) => {
    const { user, token } = await ownerWithCredits(0)
    const response = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(validForm())
    response.assertStatus(402)
    response.assertBody({ detail: 'Insufficient credits! Please purchase more credits.' })
    assert.lengthOf(await Property.query().where('owner_id', user.id), 0)
    assert.lengthOf(await db.from('credit_ledger').where('user_id', user.id), 0)
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 0)
  })

  test('"draft": true saves without a charge; publishing the draft later costs 1 credit', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const draft = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(validForm({ draft: true }))
    draft.assertStatus(201)
    assert.equal(draft.body().listing_state, 'draft')
    await expectStatus(client.get(urlFor('api.properties.show', { id: draft.body().id })), 404)
    await expectStatus(
      client.post(urlFor('api.properties.publish', { id: draft.body().id })).bearerToken(token),
      402
    )

    await db.from('users').where('id', user.id).update({ credits: 0 })
    const { default: CreditLedger } = await import('#services/credits/credit_ledger')
    await new CreditLedger().grant(user, 1, { reason: 'test', idempotencyKey: `later:${user.id}` })
    const published = await client
      .post(urlFor('api.properties.publish', { id: draft.body().id }))
      .bearerToken(token)
    published.assertStatus(200)
    assert.equal(published.body().listing_state, 'active')
    const again = await client
      .post(urlFor('api.properties.publish', { id: draft.body().id }))
      .bearerToken(token)
    again.assertStatus(200)
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 0)
  })

  test('a crafted request cannot set the owner, the expiry or the listing state', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(1)
    const { user: victim } = await ownerWithCredits(0)
    const response = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(
        validForm({
          draft: true,
          owner_id: victim.id,
          ownerId: victim.id,
          listing_state: 'active',
          listingState: 'active',
          expires_at: '2099-01-01T00:00:00Z',
          published_at: '2099-01-01T00:00:00Z',
          deleted_at: '2020-01-01T00:00:00Z',
          credits: 999,
          id: 424242,
        })
      )
    response.assertStatus(201)
    const property = await Property.findOrFail(response.body().id)
    assert.equal(property.ownerId, user.id)
    assert.equal(property.listingState, 'draft')
    assert.isNull(property.expiresAt)
    assert.isNull(property.publishedAt)
    assert.isNull(property.deletedAt)
    assert.notEqual(property.id, 424242)
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 1)
  })

  test('signed out: 401 {detail}', async ({ client }) => {
    await expectStatus(client.post(urlFor('api.properties.store')).json(validForm()), 401)
  })
})

test.group('PUT/PATCH/DELETE /api/properties/{id}: owners only', (group) => {
  isolated(group)
  withLocationTree(group)

  test("another user's PUT, PATCH, DELETE and publish get 403 and change nothing", async ({
    client,
    assert,
  }) => {
    const { user: owner } = await ownerWithCredits(0)
    const { token } = await ownerWithCredits(3)
    const property = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Owner title stays put',
    }).create()
    await expectStatus(
      client
        .put(urlFor('api.properties.update', { id: property.id }))
        .bearerToken(token)
        .json(validForm()),
      403
    )
    await expectStatus(
      client
        .patch(urlFor('api.properties.patch', { id: property.id }))
        .bearerToken(token)
        .json({ status: 'sold' }),
      403
    )
    await expectStatus(
      client.delete(urlFor('api.properties.destroy', { id: property.id })).bearerToken(token),
      403
    )
    await expectStatus(
      client.post(urlFor('api.properties.publish', { id: property.id })).bearerToken(token),
      403
    )
    const after = await Property.findOrFail(property.id)
    assert.equal(after.title, 'Owner title stays put')
    assert.equal(after.status, property.status)
    assert.isNull(after.deletedAt)
  })

  test('the owner edits with the same rules; PATCH changes only what it names', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(1)
    const created = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(validForm())
    const id = created.body().id
    const storedProperty = await Property.findOrFail(id)
    const expiresAt = storedProperty.expiresAt!.toISO()

    const bad = await client
      .put(urlFor('api.properties.update', { id }))
      .bearerToken(token)
      .json(validForm({ title: 'Too short' }))
    bad.assertStatus(422)
    bad.assertBodyContains({ detail: 'Title should be at least 10 characters' })

    const put = await client
      .put(urlFor('api.properties.update', { id }))
      .bearerToken(token)
      .json(
        validForm({
          title: 'Renovated 3 BHK with lake view',
          listing_state: 'draft',
          expires_at: '2099-01-01',
        })
      )
    put.assertStatus(200)
    const sold = await client
      .patch(urlFor('api.properties.patch', { id }))
      .bearerToken(token)
      .json({ status: 'sold' })
    sold.assertStatus(200)
    const after = await Property.findOrFail(id)
    assert.equal(after.title, 'Renovated 3 BHK with lake view')
    assert.equal(after.status, 'sold')
    assert.equal(after.listingState, 'active')
    assert.equal(after.expiresAt!.toISO(), expiresAt)
    assert.equal(after.ownerId, user.id)
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 0)
  })

  test('an admin may edit and delete any listing, and restore a deleted one', async ({
    client,
    assert,
  }) => {
    const { user: owner } = await ownerWithCredits(0)
    const { token } = await ownerWithCredits(0, 'admin')
    const property = await PropertyFactory.merge({ ownerId: owner.id }).create()
    await expectStatus(
      client
        .patch(urlFor('api.properties.patch', { id: property.id }))
        .bearerToken(token)
        .json({ status: 'rented' }),
      200
    )
    await expectStatus(
      client.delete(urlFor('api.properties.destroy', { id: property.id })).bearerToken(token),
      204
    )
    const storedProperty = await Property.findOrFail(property.id)
    assert.isNotNull(storedProperty.deletedAt)
    await expectStatus(
      client.post(urlFor('api.properties.restore', { id: property.id })).bearerToken(token),
      200
    )
    const freshProperty = await Property.findOrFail(property.id)
    assert.isNull(freshProperty.deletedAt)
  })

  test('only admins restore', async ({ client }) => {
    const { user, token } = await ownerWithCredits(0)
    const property = await PropertyFactory.merge({
      ownerId: user.id,
      deletedAt: DateTime.now(),
    }).create()
    await expectStatus(
      client.post(urlFor('api.properties.restore', { id: property.id })).bearerToken(token),
      403
    )
  })

  test('a deleted listing leaves search, favorites and detail (404) but keeps its leads', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const { token: fanToken } = await ownerWithCredits(0)
    const property = await PropertyFactory.merge({
      ownerId: user.id,
      title: 'Penthouse with a terrace garden',
    }).create()
    await expectStatus(
      client
        .post(urlFor('api.favorites.store'))
        .bearerToken(fanToken)
        .json({ property_id: property.id }),
      201
    )
    await client
      .post(urlFor('enquiries.store', { id: property.id }))
      .withCsrfToken()
      .form({ name: 'Asha Rao', phone: '9876543210', message: 'Is it still available?' })
    const leadsBefore = await db.from('leads').where('property_id', property.id)

    await expectStatus(
      client.delete(urlFor('api.properties.destroy', { id: property.id })).bearerToken(token),
      204
    )
    await expectStatus(client.get(urlFor('api.properties.show', { id: property.id })), 404)
    const search = await client.get(
      urlFor('api.properties.index', {}, { qs: { search: 'penthouse' } })
    )
    assert.lengthOf(search.body().data, 0)
    const favorites = await client.get(urlFor('api.favorites.index')).bearerToken(fanToken)
    assert.lengthOf(favorites.body().data, 0)
    assert.lengthOf(await db.from('leads').where('property_id', property.id), leadsBefore.length)
    await expectStatus(
      client.delete(urlFor('api.properties.destroy', { id: property.id })).bearerToken(token),
      404
    )
  })
})

test.group('GET /api/my-properties', (group) => {
  isolated(group)
  withLocationTree(group)

  test('lists the caller’s own listings with their state, drafts included, deleted ones not', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const mine = await PropertyFactory.merge({ ownerId: user.id }).apply('draft').create()
    await PropertyFactory.merge({ ownerId: user.id, deletedAt: DateTime.now() }).create()
    await PropertyFactory.with('owner').create()
    const response = await client.get(urlFor('api.my_properties')).bearerToken(token)
    response.assertStatus(200)
    assert.deepEqual(
      response.body().data.map((p: any) => [p.id, p.listing_state]),
      [[mine.id, 'draft']]
    )
  })
})

test.group('Listings live 30 days', (group) => {
  isolated(group)
  withLocationTree(group)

  test('credits:expire hides a 31-day-old listing; renewing for 1 credit brings it back', async ({
    client,
    assert,
  }) => {
    const { default: ace } = await import('@adonisjs/core/services/ace')
    const { default: CreditsExpire } = await import('#commands/credits_expire')
    const { user, token } = await ownerWithCredits(2)
    const created = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(validForm({ title: 'Duplex with a private terrace' }))
    const id = created.body().id
    const published = DateTime.now().minus({ days: 31 })
    await Property.query()
      .where('id', id)
      .update({
        published_at: published.toFormat('yyyy-MM-dd HH:mm:ss'),
        expires_at: published.plus({ days: 30 }).toFormat('yyyy-MM-dd HH:mm:ss'),
      })

    ace.ui.switchMode('raw')
    const command = await ace.create(CreditsExpire, [])
    await command.exec()
    ace.ui.switchMode('normal')
    command.assertSucceeded()
    await expectStatus(client.get(urlFor('api.properties.show', { id })), 404)
    const reply = await client
      .get(urlFor('api.properties.index', {}, { qs: { search: 'duplex terrace' } }))
      .bearerToken(token)
    assert.lengthOf(reply.body().data, 0)
    const answer = await client.get(urlFor('api.my_properties')).bearerToken(token)
    const mine = answer.body().data
    assert.equal(mine[0].listing_state, 'expired')

    const renewed = await client.post(urlFor('api.properties.publish', { id })).bearerToken(token)
    renewed.assertStatus(200)
    assert.equal(renewed.body().listing_state, 'active')
    assert.isAbove(DateTime.fromISO(renewed.body().expires_at).diffNow('days').days, 29)
    await expectStatus(client.get(urlFor('api.properties.show', { id })), 200)
    const search = await client.get(
      urlFor('api.properties.index', {}, { qs: { search: 'duplex terrace' } })
    )
    assert.lengthOf(search.body().data, 1)
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 0)
  })
})
