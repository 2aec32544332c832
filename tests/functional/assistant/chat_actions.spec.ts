import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import Lead from '#models/lead'
import type User from '#models/user'
import type Property from '#models/property'
import { RATE_LIMITS } from '#config/limiter'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { makeVenture } from '#tests/helpers/ventures'
import { tokenOf } from '#tests/functional/dashboard/helpers'
import { isolated } from '#tests/helpers/db'

type Shown = { kind: 'properties' | 'ventures'; ids: number[] }

/** The panel's message with the listings its previous answer showed (POST /chat/send with the session). */
function say(client: ApiClient, message: string, shown?: Shown, user?: User, language = 'en') {
  const request = client
    .post(urlFor('chat.send'))
    .withCsrfToken()
    .header('accept', 'application/json')
    .json({ message, language, ...(shown ? { shown } : {}) })
  return user ? request.loginAs(user) : request
}

/** The panel's confirm step for a venture's site visit. */
function confirmVisit(client: ApiClient, id: number, body: object, user?: User, ip = '10.8.0.1') {
  const request = client
    .post(urlFor('chat.site_visit', { id }))
    .withCsrfToken()
    .header('accept', 'application/json')
    .header('x-forwarded-for', ip)
    .json(body)
  return user ? request.loginAs(user) : request
}

async function flats() {
  const owner = await UserFactory.create()
  const flat = (title: string, area: string) =>
    PropertyFactory.merge({
      ownerId: owner.id,
      title,
      area,
      city: 'Hyderabad',
      location: `${area}, Hyderabad`,
    }).create()
  const shown: Property[] = [
    await flat('Three bedroom flat in Kondapur', 'Kondapur'),
    await flat('Three bedroom flat in Madhapur', 'Madhapur'),
    await flat('Two bedroom flat in Gachibowli', 'Gachibowli'),
  ]
  return { owner, shown, ids: { kind: 'properties' as const, ids: shown.map((p) => p.id) } }
}

test.group('Assistant: acting on a listing it showed', (group) => {
  isolated(group)

  test('"contact the owner of the second one" proposes that listing; the lead is made only after confirming', async ({
    client,
    assert,
  }) => {
    const { shown, ids } = await flats()
    const visitor = await UserFactory.create()
    const response = await say(client, 'contact the owner of the second one', ids, visitor)
    response.assertStatus(200)
    assert.deepEqual(response.body().action, {
      type: 'contact_owner',
      id: shown[1].id,
      title: 'Three bedroom flat in Madhapur',
    })
    assert.include(response.body().response, 'Send your name, phone and e-mail to the owner')
    assert.lengthOf(await Lead.all(), 0)

    const confirmed = await client
      .post(urlFor('chat.contact', { id: shown[1].id }))
      .withCsrfToken()
      .header('accept', 'application/json')
      .json({ confirmed: true })
      .loginAs(visitor)
    confirmed.assertStatus(200)
    const leads = await Lead.all()
    assert.lengthOf(leads, 1)
    assert.equal(leads[0].propertyId, shown[1].id)
    assert.equal(leads[0].source, 'assistant')
  })

  test('by words in English, Hindi and Telugu: a title or locality word, or a position', async ({
    client,
    assert,
  }) => {
    const { shown, ids } = await flats()
    const visitor = await UserFactory.create()
    const cases: [string, string, Property, string][] = [
      ['call the owner of the Kondapur flat', 'en', shown[0], 'Send your name'],
      ['दूसरे वाले के मालिक से संपर्क करें', 'hi', shown[1], 'के मालिक को आपका नाम'],
      ['గచ్చిబౌలి ఫ్లాట్ యజమానిని సంప్రదించండి', 'te', shown[2], 'యజమాని మిమ్మల్ని'],
      ['రెండవ దాని యజమానిని సంప్రదించండి', 'te', shown[1], 'యజమాని మిమ్మల్ని'],
    ]
    for (const [message, language, meant, reply] of cases) {
      const response = await say(client, message, ids, visitor, language)
      response.assertStatus(200)
      assert.equal(response.body().action?.id, meant.id, message)
      assert.include(response.body().response, reply, message)
    }
    assert.lengthOf(await Lead.all(), 0)
  })

  test('ambiguous: asks which one, naming the choices; a position it did not show is said clearly', async ({
    client,
    assert,
  }) => {
    const { ids } = await flats()
    const visitor = await UserFactory.create()
    const which = await say(client, 'contact the owner', ids, visitor)
    assert.isNull(which.body().action)
    assert.equal(
      which.body().response,
      'Which one do you mean? 1. “Three bedroom flat in Kondapur”; 2. “Three bedroom flat in Madhapur”; 3. “Two bedroom flat in Gachibowli”. Say, for example, “the second one”.'
    )
    const fifth = await say(client, 'contact the owner of the fifth one', ids, visitor)
    assert.isNull(fifth.body().action)
    assert.include(fifth.body().response, 'I showed only 3 here')
    const hindi = await say(client, 'पाँचवें वाले के मालिक से संपर्क करें', ids, visitor, 'hi')
    assert.include(hindi.body().response, 'मैंने यहाँ सिर्फ़ 3 दिखाए हैं')
    const nothing = await say(client, 'contact the owner of the first one', undefined, visitor)
    assert.isNull(nothing.body().action)
    assert.include(nothing.body().response, 'Ask me for homes or projects first')
    // A site visit is for projects, not these homes.
    const visit = await say(client, 'book a site visit for the first one', ids, visitor)
    assert.isNull(visit.body().action)
    assert.include(visit.body().response, 'Site visits are booked for projects')
    assert.lengthOf(await Lead.all(), 0)
  })

  test('a listing gone since it was shown is said to be unavailable', async ({
    client,
    assert,
  }) => {
    const { shown, ids } = await flats()
    shown[0].listingState = 'expired'
    await shown[0].save()
    const response = await say(client, 'contact the owner of the first one', ids)
    assert.isNull(response.body().action)
    assert.equal(response.body().response, 'That listing is no longer available.')
  })

  test('a site visit for a venture it showed: proposed, booked after confirming with source assistant, on the builder dashboard', async ({
    client,
    assert,
  }) => {
    const builder = await UserFactory.create()
    const first = await makeVenture(builder, { name: 'Aurora Heights' })
    const second = await makeVenture(builder, { name: 'Lakeview Residency' })
    const shown = { kind: 'ventures' as const, ids: [first.id, second.id] }
    const visitor = await UserFactory.create()

    const byName = await say(client, 'book a site visit at Lakeview', shown, visitor)
    assert.deepEqual(byName.body().action, {
      type: 'site_visit',
      id: second.id,
      title: 'Lakeview Residency',
    })
    const proposal = await say(client, 'पहले वाले की साइट विज़िट बुक करें', shown, visitor, 'hi')
    assert.equal(proposal.body().action?.id, first.id)
    assert.include(proposal.body().response, 'पर साइट विज़िट बुक कर दूँ')
    const contact = await say(client, 'contact the owner of the first one', shown, visitor)
    assert.isNull(contact.body().action)
    assert.include(contact.body().response, 'book a site visit for the first one')
    assert.lengthOf(await Lead.all(), 0)

    const refused = await confirmVisit(client, first.id, { confirmed: false }, visitor)
    refused.assertStatus(422)
    assert.lengthOf(await Lead.all(), 0)

    const booked = await confirmVisit(client, first.id, { confirmed: true }, visitor)
    booked.assertStatus(200)
    assert.include(booked.body().response, 'the developer of “Aurora Heights”')
    const lead = await Lead.firstOrFail()
    assert.equal(lead.source, 'assistant')
    assert.equal(lead.ventureId, first.id)
    assert.equal(lead.ownerId, builder.id)
    assert.equal(lead.userId, visitor.id)
    assert.include(lead.message, 'site visit at “Aurora Heights”')

    const dashboard = await client
      .get(urlFor('api.leads.index'))
      .qs({ source: 'assistant' })
      .bearerToken(await tokenOf(builder))
    assert.deepEqual(
      dashboard.body().data.map((row: any) => [row.id, row.source_filter, row.subject?.title]),
      [[lead.id, 'assistant', 'Aurora Heights']]
    )
  })

  test('a signed-out visitor is told to sign in; the confirm step refuses them', async ({
    client,
    assert,
  }) => {
    const builder = await UserFactory.create()
    const venture = await makeVenture(builder, { name: 'Aurora Heights' })
    const shown = { kind: 'ventures' as const, ids: [venture.id] }
    const answer = await say(client, 'book a site visit', shown)
    assert.equal(
      answer.body().response,
      'To book a site visit at “Aurora Heights”, please sign in first.'
    )
    const { ids } = await flats()
    const contact = await say(client, 'contact the owner of the first one', ids)
    assert.include(contact.body().response, 'please sign in first')

    const response = await confirmVisit(client, venture.id, { confirmed: true })
    response.assertStatus(401)
    assert.include(response.body().detail, 'Sign in')
    assert.lengthOf(await Lead.all(), 0)
  })

  test('site visits through the assistant are rate limited like the venture page', async ({
    client,
    assert,
  }) => {
    const { requests } = RATE_LIMITS.enquiriesPerClient
    const builder = await UserFactory.create()
    const visitor = await UserFactory.create()
    const ventures = []
    for (let i = 0; i <= requests; i++) ventures.push(await makeVenture(builder))
    for (const venture of ventures.slice(0, requests)) {
      const response = await confirmVisit(
        client,
        venture.id,
        { confirmed: true },
        visitor,
        '10.8.1.1'
      )
      response.assertStatus(200)
    }
    const blocked = await confirmVisit(
      client,
      ventures[requests].id,
      { confirmed: true },
      visitor,
      '10.8.1.1'
    )
    blocked.assertStatus(429)
    assert.lengthOf(await Lead.query().where('venture_id', ventures[requests].id), 0)
  })

  test('shown ids are checked: at most three, positive integers', async ({ client }) => {
    for (const shown of [
      { kind: 'properties', ids: [1, 2, 3, 4] },
      { kind: 'properties', ids: [0] },
      { kind: 'homes', ids: [1] },
    ]) {
      const response = await client
        .post(urlFor('api.chat.send'))
        .json({ message: 'contact the owner of the first one', shown })
      response.assertStatus(422)
    }
  })
})
