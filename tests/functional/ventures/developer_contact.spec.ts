import { test } from '@japa/runner'
import ContactReveal from '#models/contact_reveal'
import { RATE_LIMITS } from '#config/limiter'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { addUnits, makeVenture } from '#tests/helpers/ventures'

const DEVELOPER = {
  name: 'Ravi Builders',
  phone: '+91 98480 12345',
  email: 'sales@ravibuilders.in',
}

/** A public venture whose owner has a phone and e-mail, with one listed and one draft unit. */
async function ventureOfDeveloper() {
  const owner = await UserFactory.merge(DEVELOPER).create()
  const venture = await makeVenture(owner)
  const { units } = await addUnits(venture, 'Tower A', [
    { number: '101' },
    { number: '102', listingState: 'draft' },
  ])
  return { owner, venture, unit: units[0], draft: units[1] }
}

const reveal = (client: any, ventureId: number, body: Record<string, unknown> = {}) =>
  client
    .post(`/ventures/${ventureId}/developer-contact`)
    .withCsrfToken()
    .withInertia()
    .json(body)
    .redirects(0)

test.group("Venture developer's contact: not sent unless asked", (group) => {
  isolated(group)

  test('the venture page carries no phone or e-mail for visitors, signed in or not', async ({
    client,
    assert,
  }) => {
    const { venture } = await ventureOfDeveloper()
    const visitor = await UserFactory.create()
    for (const request of [
      client.get(`/ventures/${venture.id}`).withInertia(),
      client.get(`/ventures/${venture.id}`).withInertia().loginAs(visitor),
    ]) {
      const response = await request
      response.assertInertiaComponent('ventures/show')
      const props = JSON.stringify(response.inertiaProps)
      assert.notInclude(props, DEVELOPER.phone)
      assert.notInclude(props, DEVELOPER.email)
      assert.isNull(response.inertiaProps.contact)
    }
  })

  test('the developer sees their own contact without a reveal, and nothing is recorded', async ({
    client,
    assert,
  }) => {
    const { owner, venture } = await ventureOfDeveloper()
    const page = await client.get(`/ventures/${venture.id}`).withInertia().loginAs(owner)
    assert.deepEqual(page.inertiaProps.contact, DEVELOPER)
    const response = await reveal(client, venture.id, { channel: 'call' }).loginAs(owner)
    response.assertStatus(302)
    assert.lengthOf(await ContactReveal.all(), 0)
  })
})

test.group("Venture developer's contact: reveal", (group) => {
  isolated(group)

  test('a signed-in reveal records a contact event for the developer, and the page then carries the contact', async ({
    client,
    assert,
  }) => {
    const { owner, venture } = await ventureOfDeveloper()
    const viewer = await UserFactory.create()
    const response = await reveal(client, venture.id, { channel: 'call' }).loginAs(viewer)
    response.assertStatus(302)
    const events = await ContactReveal.all()
    assert.lengthOf(events, 1)
    assert.containSubset(events[0].serialize(), {
      ownerId: owner.id,
      ventureId: venture.id,
      propertyId: null,
      viewerId: viewer.id,
      channel: 'call',
    })

    const page = await client.get(`/ventures/${venture.id}`).withInertia().loginAs(viewer)
    assert.deepEqual(page.inertiaProps.contact, DEVELOPER)
  })

  test("'Call' on a unit records the unit; asking again within a day, from any unit or the sidebar, records nothing new", async ({
    client,
    assert,
  }) => {
    const { venture, unit } = await ventureOfDeveloper()
    const viewer = await UserFactory.create()
    const response = await reveal(client, venture.id, {
      channel: 'call',
      unit_id: unit.id,
    }).loginAs(viewer)
    response.assertStatus(302)
    const reply = await reveal(client, venture.id, { channel: 'view' }).loginAs(viewer)
    reply.assertStatus(302)
    const events = await ContactReveal.query().where('viewer_id', viewer.id)
    assert.deepEqual(
      events.map((e) => [e.ventureId, e.propertyId, e.channel]),
      [[venture.id, unit.id, 'call']]
    )
    // The unit's own page is the same developer: it shows the contact too.
    const answer = await client.get(`/properties/${unit.id}`).withInertia().loginAs(viewer)
    assert.deepEqual(answer.inertiaProps.contact, DEVELOPER)
  })

  test('a unit that is not a listed unit of the venture, a draft venture and a bad channel record nothing', async ({
    client,
    assert,
  }) => {
    const { owner, venture, draft } = await ventureOfDeveloper()
    const other = await makeVenture(owner, { name: 'Other Venture' })
    const { units } = await addUnits(other, 'Tower B', [{ number: '101' }])
    const hidden = await makeVenture(owner, {
      name: 'Draft Venture',
      isPublic: false,
      publishedAt: null,
    })
    const viewer = await UserFactory.create()
    const response = await reveal(client, venture.id, { unit_id: units[0].id }).loginAs(viewer)
    response.assertStatus(404)
    const reply = await reveal(client, venture.id, { unit_id: draft.id }).loginAs(viewer)
    reply.assertStatus(404)
    const answer = await reveal(client, hidden.id).loginAs(viewer)
    answer.assertStatus(404)
    const bad = await reveal(client, venture.id, { channel: 'fax' }).loginAs(viewer)
    assert.exists((bad.flashMessages().inputErrorsBag as Record<string, string[]>).channel)
    assert.lengthOf(await ContactReveal.all(), 0)
  })

  test('signed out, a reveal is 401 (the page opens the login dialog) and nothing is recorded', async ({
    client,
    assert,
  }) => {
    const { venture, unit } = await ventureOfDeveloper()
    const response = await reveal(client, venture.id, { channel: 'call', unit_id: unit.id })
    response.assertStatus(401)
    assert.properties(response.body(), ['detail'])
    assert.lengthOf(await ContactReveal.all(), 0)
  })
})

test.group("Venture developer's contact: rate limits", (group) => {
  isolated(group)

  test('reveals of listings and developers share the per-user daily budget; over it nothing is recorded', async ({
    client,
    assert,
  }) => {
    const { venture, unit } = await ventureOfDeveloper()
    const other = await makeVenture(await UserFactory.create(), { name: 'Second Venture' })
    const viewer = await UserFactory.create()
    const limit = RATE_LIMITS.contactRevealsPerUser.requests
    for (let i = 0; i < limit; i++) {
      // Spread over addresses: only the per-user counter is under test. Half on the unit's listing page.
      const path =
        i % 2 ? `/ventures/${venture.id}/developer-contact` : `/properties/${unit.id}/contact`
      const response = await client
        .post(path)
        .header('x-forwarded-for', `10.3.${i}.1`)
        .withCsrfToken()
        .withInertia()
        .loginAs(viewer)
        .json({})
        .redirects(0)
      response.assertStatus(302)
    }
    const blocked = await reveal(client, other.id)
      .header('x-forwarded-for', '10.4.0.1')
      .loginAs(viewer)
    assert.exists((blocked.flashMessages().inputErrorsBag as Record<string, string[]>).throttle)
    assert.lengthOf(await ContactReveal.query().where('venture_id', other.id), 0)

    const someoneElse = await reveal(client, other.id)
      .header('x-forwarded-for', '10.4.0.2')
      .loginAs(await UserFactory.create())
    someoneElse.assertStatus(302)
    assert.lengthOf(await ContactReveal.query().where('venture_id', other.id), 1)
  }).timeout(60_000)

  test('over the per-IP limit a reveal is refused whoever asks', async ({ client, assert }) => {
    const { venture } = await ventureOfDeveloper()
    const perUser = RATE_LIMITS.contactRevealsPerUser.requests
    const accounts = await Promise.all(
      Array.from({ length: Math.ceil(RATE_LIMITS.contactRevealsPerIp.requests / perUser) }, () =>
        UserFactory.create()
      )
    )
    for (let i = 0; i < RATE_LIMITS.contactRevealsPerIp.requests; i++) {
      const response = await reveal(client, venture.id)
        .header('x-forwarded-for', '10.5.5.5')
        .loginAs(accounts[Math.floor(i / perUser)])
      response.assertStatus(302)
    }
    const fresh = await UserFactory.create()
    const blocked = await reveal(client, venture.id)
      .header('x-forwarded-for', '10.5.5.5')
      .loginAs(fresh)
    assert.exists((blocked.flashMessages().inputErrorsBag as Record<string, string[]>).throttle)
    assert.lengthOf(await ContactReveal.query().where('viewer_id', fresh.id), 0)
    const response = await reveal(client, venture.id)
      .header('x-forwarded-for', '10.5.5.6')
      .loginAs(fresh)
    response.assertStatus(302)
  }).timeout(120_000)
})
