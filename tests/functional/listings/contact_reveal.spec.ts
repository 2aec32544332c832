import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import ContactReveal from '#models/contact_reveal'
import { RATE_LIMITS } from '#config/limiter'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { apiToken as tokenFor } from '#tests/helpers/auth'
import { expectStatus } from '#tests/helpers/http'

const OWNER = { name: 'Meera Iyer', phone: '+91 98450 67890', email: 'meera@example.in' }

async function listingOfOwner() {
  const owner = await UserFactory.merge(OWNER).create()
  const property = await PropertyFactory.merge({ ownerId: owner.id }).create()
  return { owner, property }
}

test.group('Owner contact: not sent unless asked', (group) => {
  isolated(group)

  test('the detail page carries no phone or e-mail for visitors, signed in or not', async ({
    client,
    assert,
  }) => {
    const { property } = await listingOfOwner()
    const visitor = await UserFactory.create()
    for (const request of [
      client.get(urlFor('properties.show', { id: property.id })).withInertia(),
      client
        .get(urlFor('properties.show', { id: property.id }))
        .withInertia()
        .loginAs(visitor),
    ]) {
      const response = await request
      response.assertInertiaComponent('properties/show')
      const props = JSON.stringify(response.inertiaProps)
      assert.notInclude(props, OWNER.phone)
      assert.notInclude(props, OWNER.email)
      assert.isNull(response.inertiaProps.contact)
      assert.deepEqual(response.inertiaProps.property.poster, { name: OWNER.name, kind: 'owner' })
    }
  })

  test('GET /api/properties/:id carries no phone or e-mail', async ({ client, assert }) => {
    const { property } = await listingOfOwner()
    const response = await client.get(urlFor('api.properties.show', { id: property.id }))
    response.assertStatus(200)
    assert.notInclude(JSON.stringify(response.body()), OWNER.phone)
    assert.notInclude(JSON.stringify(response.body()), OWNER.email)
    assert.deepEqual(response.body().poster, { name: OWNER.name, kind: 'owner' })
  })

  test('the owner sees the contact on their own listing without a reveal', async ({
    client,
    assert,
  }) => {
    const { owner, property } = await listingOfOwner()
    const response = await client
      .get(urlFor('properties.show', { id: property.id }))
      .withInertia()
      .loginAs(owner)
    assert.deepEqual(response.inertiaProps.contact, OWNER)
    assert.lengthOf(await ContactReveal.all(), 0)
  })
})

test.group('Owner contact: reveal', (group) => {
  isolated(group)

  test('a signed-in reveal on the page records a contact event and the page then carries the contact', async ({
    client,
    assert,
  }) => {
    const { owner, property } = await listingOfOwner()
    const viewer = await UserFactory.create()
    const reveal = await client
      .post(urlFor('contact_reveals.store', { id: property.id }))
      .withCsrfToken()
      .withInertia()
      .loginAs(viewer)
      .json({ channel: 'whatsapp' })
      .redirects(0)
    reveal.assertStatus(302)
    const events = await ContactReveal.all()
    assert.lengthOf(events, 1)
    assert.containSubset(events[0].serialize(), {
      ownerId: owner.id,
      propertyId: property.id,
      viewerId: viewer.id,
      channel: 'whatsapp',
    })

    const page = await client
      .get(urlFor('properties.show', { id: property.id }))
      .withInertia()
      .loginAs(viewer)
    assert.deepEqual(page.inertiaProps.contact, OWNER)
  })

  test('the same viewer revealing the same listing again within a day records nothing new', async ({
    client,
    assert,
  }) => {
    const { property } = await listingOfOwner()
    const viewer = await UserFactory.create()
    for (const channel of ['view', 'call', 'email']) {
      await client
        .post(urlFor('contact_reveals.store', { id: property.id }))
        .withCsrfToken()
        .withInertia()
        .loginAs(viewer)
        .json({ channel })
        .redirects(0)
    }
    const events = await ContactReveal.query().where('viewer_id', viewer.id)
    assert.lengthOf(events, 1)
    assert.equal(events[0].channel, 'view')
  })

  test('POST /api/properties/:id/contact returns the contact and records the event', async ({
    client,
    assert,
  }) => {
    const { owner, property } = await listingOfOwner()
    const viewer = await UserFactory.create()
    const response = await client
      .post(urlFor('api.properties.contact', { id: property.id }))
      .bearerToken(await tokenFor(viewer))
      .json({ channel: 'call' })
    response.assertStatus(200)
    assert.deepEqual(response.body(), OWNER)
    const event = await ContactReveal.findByOrFail('viewer_id', viewer.id)
    assert.containSubset(event.serialize(), {
      ownerId: owner.id,
      propertyId: property.id,
      channel: 'call',
    })
  })

  test('a bad channel is 422 and unknown listings 404, nothing recorded', async ({
    client,
    assert,
  }) => {
    const { property } = await listingOfOwner()
    const token = await tokenFor(await UserFactory.create())
    await expectStatus(
      client
        .post(urlFor('api.properties.contact', { id: property.id }))
        .bearerToken(token)
        .json({ channel: 'fax' }),
      422
    )
    await expectStatus(
      client
        .post(urlFor('api.properties.contact', { id: 999999 }))
        .bearerToken(token)
        .json({}),
      404
    )
    assert.lengthOf(await ContactReveal.all(), 0)
  })

  test('signed out, a reveal is 401 on the page route and the API, nothing recorded', async ({
    client,
    assert,
  }) => {
    const { property } = await listingOfOwner()
    const page = await client
      .post(urlFor('contact_reveals.store', { id: property.id }))
      .withCsrfToken()
      .withInertia()
      .json({ channel: 'view' })
      .redirects(0)
    page.assertStatus(401)
    const api = await client
      .post(urlFor('api.properties.contact', { id: property.id }))
      .json({ channel: 'view' })
    api.assertStatus(401)
    assert.properties(api.body(), ['detail'])
    assert.lengthOf(await ContactReveal.all(), 0)
  })
})

test.group('Owner contact: rate limits', (group) => {
  isolated(group)

  test('over the per-user daily limit a reveal is refused (429 on the API) and nothing is recorded', async ({
    client,
    assert,
  }) => {
    const { property } = await listingOfOwner()
    const other = await PropertyFactory.with('owner').create()
    const viewer = await UserFactory.create()
    const token = await tokenFor(viewer)
    for (let i = 0; i < RATE_LIMITS.contactRevealsPerUser.requests; i++) {
      // Spread over addresses: only the per-user counter is under test.
      await expectStatus(
        client
          .post(urlFor('api.properties.contact', { id: property.id }))
          .header('x-forwarded-for', `10.1.${i}.1`)
          .bearerToken(token)
          .json({}),
        200
      )
    }
    const blocked = await client
      .post(urlFor('api.properties.contact', { id: other.id }))
      .header('x-forwarded-for', '10.2.0.1')
      .bearerToken(token)
      .json({})
    blocked.assertStatus(429)
    assert.exists(blocked.header('retry-after'))

    const page = await client
      .post(urlFor('contact_reveals.store', { id: other.id }))
      .header('x-forwarded-for', '10.2.0.2')
      .withCsrfToken()
      .withInertia()
      .loginAs(viewer)
      .json({})
      .redirects(0)
    // Pages get the limiter's message as a form error (the shared exception handler).
    assert.exists((page.flashMessages().inputErrorsBag as Record<string, string[]>).throttle)
    assert.lengthOf(await ContactReveal.query().where('property_id', other.id), 0)

    const someoneElse = await client
      .post(urlFor('api.properties.contact', { id: other.id }))
      .header('x-forwarded-for', '10.2.0.3')
      .bearerToken(await tokenFor(await UserFactory.create()))
      .json({})
    someoneElse.assertStatus(200)
  })

  test('signed-out reveals from one address spend nothing: a signed-in visitor there can still reveal', async ({
    client,
    assert,
  }) => {
    const { property } = await listingOfOwner()
    for (let i = 0; i <= RATE_LIMITS.contactRevealsPerIp.requests; i++) {
      const guest = await client
        .post(urlFor('contact_reveals.store', { id: property.id }))
        .header('x-forwarded-for', '10.8.8.8')
        .withCsrfToken()
        .withInertia()
        .json({ channel: 'view' })
        .redirects(0)
      guest.assertStatus(401)
    }
    const viewer = await UserFactory.create()
    const page = await client
      .post(urlFor('contact_reveals.store', { id: property.id }))
      .header('x-forwarded-for', '10.8.8.8')
      .header('referer', urlFor('properties.show', { id: property.id }))
      .withCsrfToken()
      .withInertia()
      .loginAs(viewer)
      .json({ channel: 'view' })
      .redirects(0)
    page.assertStatus(302)
    assert.notExists(
      (page.flashMessages()?.inputErrorsBag as Record<string, string[]> | undefined)?.throttle
    )
    assert.lengthOf(await ContactReveal.query().where('viewer_id', viewer.id), 1)
  }).timeout(60_000)

  test('over the per-IP limit a reveal is refused whoever asks, and nothing is recorded', async ({
    client,
    assert,
  }) => {
    const { property } = await listingOfOwner()
    const other = await PropertyFactory.with('owner').create()
    const perUser = RATE_LIMITS.contactRevealsPerUser.requests
    const accounts = Math.ceil(RATE_LIMITS.contactRevealsPerIp.requests / perUser)
    const tokens = await Promise.all(
      Array.from({ length: accounts }, async () => tokenFor(await UserFactory.create()))
    )
    for (let i = 0; i < RATE_LIMITS.contactRevealsPerIp.requests; i++) {
      await expectStatus(
        client
          .post(urlFor('api.properties.contact', { id: property.id }))
          .header('x-forwarded-for', '10.7.7.7')
          .bearerToken(tokens[Math.floor(i / perUser)])
          .json({}),
        200
      )
    }
    const fresh = await tokenFor(await UserFactory.create())
    const blocked = await client
      .post(urlFor('api.properties.contact', { id: other.id }))
      .header('x-forwarded-for', '10.7.7.7')
      .bearerToken(fresh)
      .json({})
    blocked.assertStatus(429)
    assert.lengthOf(await ContactReveal.query().where('property_id', other.id), 0)

    const elsewhere = await client
      .post(urlFor('api.properties.contact', { id: other.id }))
      .header('x-forwarded-for', '10.7.7.8')
      .bearerToken(fresh)
      .json({})
    elsewhere.assertStatus(200)
  })
})
