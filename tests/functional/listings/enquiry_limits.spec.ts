import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import Lead from '#models/lead'
import Property from '#models/property'
import { RATE_LIMITS } from '#config/limiter'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import type { ApiClient } from '@japa/api-client'
import { expectStatus } from '#tests/helpers/http'
import { enquiryForm, KIRAN_ENQUIRY } from '#tests/helpers/listings'

/** An enquiry from the address `ip`: Kiran's name and message with `body`. */
function enquire(
  client: ApiClient,
  propertyId: number | string,
  ip: string,
  body: Record<string, string>
) {
  const { name, message } = KIRAN_ENQUIRY
  return enquiryForm(client, propertyId, { name, message, ...body }).header('x-forwarded-for', ip)
}

/** A distinct valid Indian mobile number per index. */
const phone = (i: number) => `90000${String(i).padStart(5, '0')}`

test.group('Enquiries: rate limits and duplicates', (group) => {
  isolated(group)

  test('one client over the limit is refused and nothing is written', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').create()
    for (let i = 0; i < RATE_LIMITS.enquiriesPerClient.requests; i++) {
      const response = await enquire(client, property.id, '10.3.3.3', { phone: phone(i) })
      response.assertFlashMessage('success', 'Your enquiry has been sent to the owner.')
    }
    const before = await Lead.query().count('* as total').firstOrFail()
    const blocked = await enquire(client, property.id, '10.3.3.3', { phone: phone(999) })
    // Pages get the limiter's message as a form error (the shared exception handler).
    blocked.assertStatus(302)
    const [message] = (blocked.flashMessages().inputErrorsBag as Record<string, string[]>).throttle
    assert.match(message, /^Too many attempts\. Please try again in [\d,]+ (seconds?|minutes?)\.$/)
    const after = await Lead.query().count('* as total').firstOrFail()
    assert.equal(Number(after.$extras.total), Number(before.$extras.total))
    assert.isNull(await Lead.findBy('contact_phone', '+91 90000 00999'))

    const otherClient = await enquire(client, property.id, '10.3.3.4', { phone: phone(998) })
    otherClient.assertFlashMessage('success', 'Your enquiry has been sent to the owner.')
  })

  test('one listing over the limit is refused from any address, other listings still take enquiries', async ({
    client,
    assert,
  }) => {
    const [property, other] = await PropertyFactory.with('owner').createMany(2)
    for (let i = 0; i < RATE_LIMITS.enquiriesPerListing.requests; i++) {
      await enquire(client, property.id, `10.4.${i}.1`, { phone: phone(i) })
    }
    assert.lengthOf(
      await Lead.query().where('property_id', property.id),
      RATE_LIMITS.enquiriesPerListing.requests
    )
    const blocked = await enquire(client, property.id, '10.5.0.1', { phone: phone(999) })
    assert.exists((blocked.flashMessages().inputErrorsBag as Record<string, string[]>).throttle)
    assert.lengthOf(
      await Lead.query().where('property_id', property.id),
      RATE_LIMITS.enquiriesPerListing.requests
    )

    const elsewhere = await enquire(client, other.id, '10.5.0.1', { phone: phone(999) })
    elsewhere.assertFlashMessage('success', 'Your enquiry has been sent to the owner.')
  })

  test('another spelling of the listing id spends the same budget, or is not a listing at all', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').create()
    const limit = RATE_LIMITS.enquiriesPerListing.requests
    for (let i = 0; i < limit; i++)
      await enquire(client, property.id, `10.7.${i}.1`, { phone: phone(i) })

    const zeroPadded = await enquire(client, `0${property.id}`, '10.8.0.1', { phone: phone(900) })
    assert.exists((zeroPadded.flashMessages().inputErrorsBag as Record<string, string[]>)?.throttle)

    for (const [n, spelling] of [
      `${property.id}.0`,
      `0x${property.id.toString(16)}`,
      `${property.id}e0`,
      `+${property.id}`,
    ].entries()) {
      await expectStatus(
        client
          .post(urlFor('enquiries.store', { id: spelling }))
          .header('x-forwarded-for', `10.8.1.${n}`)
          .withCsrfToken()
          .form({
            name: 'Kiran Kumar',
            message: 'Is the flat still available for a visit?',
            phone: phone(901 + n),
          })
          .redirects(0),
        404
      )
    }
    assert.lengthOf(await Lead.query().where('property_id', property.id), limit)
  })

  test('the same e-mail with another phone number is the same person: one lead, counted twice, its phone kept', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').create()
    await enquire(client, property.id, '10.6.0.1', {
      phone: '9000011111',
      email: 'kiran@example.in',
    })
    await enquire(client, property.id, '10.6.0.1', {
      phone: '9000022222',
      email: 'Kiran@Example.in',
      message: 'Calling from my office number now.',
    })
    const leads = await Lead.query().where('property_id', property.id).preload('messages')
    assert.lengthOf(leads, 1)
    // The lead's details are the first enquiry's; the other number is in its history (issue 24).
    assert.containSubset(leads[0].serialize(), {
      enquiryCount: 2,
      contactPhone: '+91 90000 11111',
      contactEmail: 'kiran@example.in',
      message: 'Is the flat still available for a visit?',
    })
    assert.deepEqual(
      leads[0].messages.map((row) => [row.contactPhone, row.message]),
      [['+91 90000 22222', 'Calling from my office number now.']]
    )

    // Another person (different phone and e-mail) is a new lead.
    await enquire(client, property.id, '10.6.0.1', {
      phone: '9000033333',
      email: 'asha@example.in',
    })
    assert.lengthOf(await Lead.query().where('property_id', property.id), 2)
  })

  test('an older enquiry (outside the day) with the same e-mail starts a new lead', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').create()
    await enquire(client, property.id, '10.6.0.2', {
      phone: '9000011111',
      email: 'kiran@example.in',
    })
    await Lead.query()
      .where('property_id', property.id)
      .update({ created_at: DateTime.now().minus({ days: 2 }).toSQL({ includeOffset: false }) })
    await enquire(client, property.id, '10.6.0.2', {
      phone: '9000022222',
      email: 'kiran@example.in',
    })
    assert.lengthOf(await Lead.query().where('property_id', property.id), 2)
  })
})

test.group('Who posted a listing, and when', (group) => {
  isolated(group)

  test("the poster is the account's real role: Owner, Agent, Builder/Partner, DreamHomes team", async ({
    client,
    assert,
  }) => {
    const expected = {
      customer: 'owner',
      agent: 'agent',
      partner: 'builder',
      admin: 'dreamhomes',
    } as const
    for (const [role, kind] of Object.entries(expected)) {
      const owner = await UserFactory.merge({ role: role as keyof typeof expected }).create()
      const property = await PropertyFactory.merge({ ownerId: owner.id }).create()
      const page = await client.get(urlFor('properties.show', { id: property.id })).withInertia()
      assert.equal(page.inertiaProps.property.poster.kind, kind, role)
      const api = await client.get(urlFor('api.properties.show', { id: property.id }))
      assert.equal(api.body().poster.kind, kind, role)
    }
  })

  test('the page carries when it was listed and last updated', async ({ client, assert }) => {
    const listed = DateTime.now().minus({ days: 12 })
    const updated = DateTime.now().minus({ days: 2 })
    const property = await PropertyFactory.with('owner').merge({ publishedAt: listed }).create()
    await Property.query()
      .where('id', property.id)
      .update({ updated_at: updated.toSQL({ includeOffset: false }) })
    const response = await client.get(urlFor('properties.show', { id: property.id })).withInertia()
    const { property: props } = response.inertiaProps
    assert.equal(Math.round((Date.now() - Date.parse(props.published_at)) / 86_400_000), 12)
    assert.equal(Math.round((Date.now() - Date.parse(props.updated_at)) / 86_400_000), 2)
  })
})
