import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import Lead from '#models/lead'
import type User from '#models/user'
import { RATE_LIMITS } from '#config/limiter'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'

/** The chat panel's confirm step: POST /chat/properties/:id/contact with the session. */
function contact(client: ApiClient, id: number, body: object, user?: User, ip = '10.9.0.1') {
  const request = client
    .post(urlFor('chat.contact', { id }))
    .withCsrfToken()
    .header('accept', 'application/json')
    .header('x-forwarded-for', ip)
    .json(body)
  return user ? request.loginAs(user) : request
}

test.group('Assistant: contact the owner after confirming', (group) => {
  isolated(group)

  test('a confirmed request makes a lead with source assistant for the owner', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').create()
    const visitor = await UserFactory.create()
    const response = await contact(client, property.id, { confirmed: true }, visitor)
    response.assertStatus(200)
    assert.include(response.body().response, property.title)
    const lead = await Lead.query().where('property_id', property.id).firstOrFail()
    assert.equal(lead.source, 'assistant')
    assert.equal(lead.ownerId, property.ownerId)
    assert.equal(lead.userId, visitor.id)
    assert.equal(lead.contactEmail, visitor.email)
  })

  test('without the confirmation nothing is sent', async ({ client, assert }) => {
    const property = await PropertyFactory.with('owner').create()
    const visitor = await UserFactory.create()
    for (const body of [{}, { confirmed: false }]) {
      const response = await contact(client, property.id, body, visitor)
      response.assertStatus(422)
    }
    assert.lengthOf(await Lead.query().where('property_id', property.id), 0)
  })

  test('an anonymous visitor is asked to sign in and nothing is sent', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').create()
    const response = await contact(client, property.id, { confirmed: true })
    response.assertStatus(401)
    assert.include(response.body().detail, 'Sign in')
    assert.lengthOf(await Lead.query().where('property_id', property.id), 0)
  })

  test('rate limited like the enquiry form', async ({ client, assert }) => {
    const { requests } = RATE_LIMITS.enquiriesPerClient
    const properties = await PropertyFactory.with('owner').createMany(requests + 1)
    const visitor = await UserFactory.create()
    for (const property of properties.slice(0, requests)) {
      const response = await contact(client, property.id, { confirmed: true }, visitor, '10.9.1.1')
      response.assertStatus(200)
    }
    const blocked = await contact(
      client,
      properties[requests].id,
      { confirmed: true },
      visitor,
      '10.9.1.1'
    )
    blocked.assertStatus(429)
    assert.lengthOf(await Lead.query().where('property_id', properties[requests].id), 0)
  })
})
