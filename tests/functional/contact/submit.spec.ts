import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import ContactSubmission from '#models/contact_submission'
import Lead from '#models/lead'
import { RATE_LIMITS } from '#config/limiter'
import { REFERENCE_PATTERN } from '#services/contact/reference_id'
import { isolated } from '#tests/helpers/db'
import {
  propertyInquiry,
  submitApi,
  submitPage,
  validContact,
} from '#tests/functional/contact/helpers'
import { expectStatus } from '#tests/helpers/http'

const count = async () => {
  const row = await ContactSubmission.query().count('* as total').firstOrFail()
  return Number(row.$extras.total)
}
const leadCount = async () => {
  const row = await Lead.query().count('* as total').firstOrFail()
  return Number(row.$extras.total)
}

/** Each rule of 001 §5 Contact form, with its exact message. */
const RULES: { name: string; body: Record<string, unknown>; field: string; message: string }[] = [
  { name: 'name missing', body: { name: '' }, field: 'name', message: 'Name is required' },
  { name: 'name blank', body: { name: '   ' }, field: 'name', message: 'Name is required' },
  {
    name: 'email missing',
    body: { email: '' },
    field: 'email',
    message: 'Valid email is required',
  },
  {
    name: 'email without @',
    body: { email: 'priya.example.com' },
    field: 'email',
    message: 'Valid email is required',
  },
  {
    name: 'subject missing',
    body: { subject: '' },
    field: 'subject',
    message: 'Subject is required',
  },
  {
    name: 'message missing',
    body: { message: '' },
    field: 'message',
    message: 'Message is required',
  },
  {
    name: 'property type missing on a property inquiry',
    body: { inquiry_type: 'property' },
    field: 'property_type',
    message: 'Property type is required for property inquiries',
  },
  {
    name: 'unknown inquiry type',
    body: { inquiry_type: 'loan' },
    field: 'inquiry_type',
    message: 'Choose an inquiry type from the list',
  },
  {
    name: 'unknown property type',
    body: { property_type: 'castle' },
    field: 'property_type',
    message: 'Choose a property type from the list',
  },
  {
    name: 'unknown budget',
    body: { budget: '10Cr+' },
    field: 'budget',
    message: 'Choose a budget from the list',
  },
  {
    name: 'unknown preferred contact',
    body: { preferred_contact: 'fax' },
    field: 'preferred_contact',
    message: 'Choose email, phone or WhatsApp',
  },
  {
    name: 'phone not a number',
    body: { phone: 'call me' },
    field: 'phone',
    message: 'Enter a phone number with 7 to 15 digits',
  },
  {
    name: 'phone needed for a call',
    body: { phone: '', preferred_contact: 'phone' },
    field: 'phone',
    message: 'Phone number is required for a call or WhatsApp',
  },
  {
    name: 'phone needed for WhatsApp',
    body: { phone: '', preferred_contact: 'whatsapp' },
    field: 'phone',
    message: 'Phone number is required for a call or WhatsApp',
  },
  {
    name: 'message too long',
    body: { message: 'x'.repeat(5001) },
    field: 'message',
    message: 'Message must be at most 5000 characters',
  },
]

test.group('Contact Us: POST /api/contact/submit', (group) => {
  isolated(group)

  test('a valid message is stored and answered with a reference id', async ({ client, assert }) => {
    const response = await submitApi(
      client,
      validContact({ location: 'Hyderabad', budget: '50L-1Cr' })
    )
    response.assertStatus(201)
    assert.equal(response.body().status, 'success')
    assert.match(response.body().reference_id, REFERENCE_PATTERN)
    const stored = await ContactSubmission.findByOrFail(
      'reference_id',
      response.body().reference_id
    )
    assert.include(stored.serialize(), {
      name: 'Priya Sharma',
      email: 'priya@example.com',
      phone: '+91 98765 43210',
      inquiryType: 'general',
      budget: '50L-1Cr',
      location: 'Hyderabad',
      preferredContact: 'email',
      locale: 'en',
      leadId: null,
    })
    assert.equal(await leadCount(), 0, 'a general inquiry is no lead')
  })

  test('references are random, not sequential', async ({ client, assert }) => {
    const ids: string[] = []
    for (let i = 0; i < 4; i++) {
      const response = await submitApi(client, validContact(), `10.62.0.${i}`)
      ids.push(response.body().reference_id)
    }
    for (const id of ids) assert.match(id, REFERENCE_PATTERN)
    assert.lengthOf(new Set(ids), 4)
    // A counter changes its last characters; random ids differ almost everywhere.
    for (let i = 1; i < ids.length; i++) {
      const differing = [...ids[i]].filter((char, at) => char !== ids[i - 1][at]).length
      assert.isAtLeast(differing, 3, `${ids[i - 1]} → ${ids[i]}`)
    }
  })

  test('a property inquiry becomes a marketplace lead with no owner', async ({
    client,
    assert,
  }) => {
    const response = await submitApi(
      client,
      propertyInquiry('villa', { location: 'Kokapet', budget: '2Cr-5Cr' })
    )
    response.assertStatus(201)
    const stored = await ContactSubmission.findByOrFail(
      'reference_id',
      response.body().reference_id
    )
    const lead = await Lead.findOrFail(stored.leadId)
    assert.isNull(lead.ownerId)
    assert.isNull(lead.propertyId)
    assert.equal(lead.source, 'contact_form')
    assert.equal(lead.status, 'new')
    assert.equal(lead.contactName, 'Priya Sharma')
    assert.equal(lead.contactEmail, 'priya@example.com')
    assert.equal(lead.contactPhone, '+91 98765 43210')
    assert.include(lead.message, 'Looking for a 3 BHK in Gachibowli')
    assert.include(lead.message, 'villa · Kokapet · 2Cr-5Cr')
    assert.include(lead.message, 'Please call me about apartments near the IT corridor.')
  })

  test('a property inquiry without a phone still becomes a lead', async ({ client, assert }) => {
    const response = await submitApi(client, propertyInquiry('plot', { phone: undefined }))
    response.assertStatus(201)
    const stored = await ContactSubmission.findByOrFail(
      'reference_id',
      response.body().reference_id
    )
    assert.isNull(stored.phone)
    const lead = await Lead.findOrFail(stored.leadId)
    assert.equal(lead.contactPhone, '')
  })

  for (const rule of RULES) {
    test(`refused with its message: ${rule.name}`, async ({ client, assert }) => {
      const response = await submitApi(client, validContact(rule.body))
      response.assertStatus(422)
      const { detail, errors } = response.body()
      assert.equal(detail, rule.message)
      assert.deepInclude(
        errors.map((e: { field: string; message: string }) => ({
          field: e.field,
          message: e.message,
        })),
        { field: rule.field, message: rule.message }
      )
      assert.equal(await count(), 0)
      assert.equal(await leadCount(), 0)
    })
  }

  test('several problems each get their own message', async ({ client, assert }) => {
    const response = await submitApi(client, { inquiry_type: 'property', email: 'nope' })
    response.assertStatus(422)
    const messages = response.body().errors.map((e: { message: string }) => e.message)
    for (const message of [
      'Name is required',
      'Valid email is required',
      'Subject is required',
      'Message is required',
      'Property type is required for property inquiries',
    ]) {
      assert.include(messages, message)
    }
  })

  test('messages follow the language (Hindi)', async ({ client, assert }) => {
    const response = await client
      .post(urlFor('api.contact.submit'))
      .header('x-forwarded-for', '10.63.0.1')
      .header('accept-language', 'hi')
      .json(validContact({ name: '' }))
    response.assertStatus(422)
    assert.match(response.body().detail, /[\u0900-\u097F]/)
  })

  test('the honeypot: a filled hidden field is refused and nothing is stored', async ({
    client,
    assert,
  }) => {
    const response = await submitApi(
      client,
      propertyInquiry('villa', { website: 'https://spam.example' })
    )
    response.assertStatus(422)
    assert.equal(
      response.body().detail,
      'Failed to send message. Please try again or contact us directly.'
    )
    assert.equal(await count(), 0)
    assert.equal(await leadCount(), 0)
  })

  test('an empty honeypot is fine', async ({ client }) => {
    await expectStatus(submitApi(client, validContact({ website: '' })), 201)
  })

  test('one client over the limit gets 429 and nothing is stored; another client still sends', async ({
    client,
    assert,
  }) => {
    const limit = RATE_LIMITS.contactSubmissionsPerClient.requests
    for (let i = 0; i < limit; i++) {
      await expectStatus(submitApi(client, validContact(), '10.64.0.1'), 201)
    }
    const blocked = await submitApi(client, validContact(), '10.64.0.1')
    blocked.assertStatus(429)
    assert.match(blocked.body().detail, /^Too many attempts/)
    assert.exists(blocked.header('retry-after'))
    assert.equal(await count(), limit)
    await expectStatus(submitApi(client, validContact(), '10.64.0.2'), 201)
  })

  test('the page form and /api share one budget per client', async ({ client, assert }) => {
    const limit = RATE_LIMITS.contactSubmissionsPerClient.requests
    for (let i = 0; i < limit; i++) {
      await expectStatus(submitApi(client, validContact(), '10.65.0.1'), 201)
    }
    const blocked = await submitPage(client, validContact(), '10.65.0.1')
    assert.exists((blocked.flashMessages().inputErrorsBag as Record<string, string[]>).throttle)
    assert.equal(await count(), limit)
  })
})

test.group('Contact Us: the page and its form', (group) => {
  isolated(group)

  test('the page renders with channels, hours promise and no invented offices', async ({
    client,
  }) => {
    const response = await client
      .get(urlFor('contact_us'))
      .withPlainCookie('locale', 'en')
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('contact/index')
    response.assertInertiaPropsContains({
      channels: { email: 'support@dreamhomes.example', phone: null, whatsapp: null },
      offices: [],
      responseHours: 24,
      sent: null,
    })
  })

  test('sending redirects to the success panel with the reference id and a toast', async ({
    client,
    assert,
  }) => {
    const response = await submitPage(client, propertyInquiry('apartment'))
    response.assertStatus(302)
    response.assertHeader('location', urlFor('contact_us'))
    const reference = response.flashMessages().contact_reference as string
    assert.match(reference, REFERENCE_PATTERN)
    response.assertFlashMessage(
      'success',
      `Message sent successfully! Your reference ID is ${reference}`
    )
    const stored = await ContactSubmission.findByOrFail('reference_id', reference)
    assert.isNotNull(stored.leadId)
  })

  test('a refused form comes back with each field error and stores nothing', async ({
    client,
    assert,
  }) => {
    const response = await submitPage(client, {
      inquiry_type: 'property',
      email: 'x',
      name: '',
      subject: '',
      message: '',
      preferred_contact: 'email',
    })
    response.assertStatus(302)
    const errors = response.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(errors.name, ['Name is required'])
    assert.deepEqual(errors.email, ['Valid email is required'])
    assert.deepEqual(errors.subject, ['Subject is required'])
    assert.deepEqual(errors.message, ['Message is required'])
    assert.deepEqual(errors.property_type, ['Property type is required for property inquiries'])
    assert.equal(await count(), 0)
  })

  test('a signed-in sender is remembered on the message', async ({ client, assert }) => {
    const { UserFactory } = await import('#database/factories/user_factory')
    const user = await UserFactory.create()
    const response = await client
      .post(urlFor('contact_us.store'))
      .header('x-forwarded-for', '10.66.0.1')
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .withInertia()
      .loginAs(user)
      .form(validContact() as Record<string, string>)
      .redirects(0)
    const stored = await ContactSubmission.findByOrFail(
      'reference_id',
      response.flashMessages().contact_reference
    )
    assert.equal(stored.userId, user.id)
  })
})
