import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import ContactSubmission from '#models/contact_submission'
import { SUBMISSIONS_PER_PAGE } from '#services/contact/contact_submissions'
import { newReferenceId } from '#services/contact/reference_id'
import { isolated } from '#tests/helpers/db'
import { tokenFor } from '#tests/functional/contact/helpers'
import { expectStatus } from '#tests/helpers/http'

async function submission(name: string, minutesAgo: number) {
  return ContactSubmission.create({
    referenceId: newReferenceId(),
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '+91 98765 43210',
    subject: 'A question',
    inquiryType: 'general',
    message: 'Hello',
    preferredContact: 'email',
    locale: 'en',
    createdAt: DateTime.now().minus({ minutes: minutesAgo }),
  })
}

test.group('Contact Us: GET /api/admin/contact-submissions', (group) => {
  isolated(group)

  test('admins read the messages, newest first, a page at a time', async ({ client, assert }) => {
    for (let i = 0; i < SUBMISSIONS_PER_PAGE + 3; i++) await submission(`Sender${i}`, i)
    const token = await tokenFor('admin')
    const first = await client.get(urlFor('api.admin.contact_submissions')).bearerToken(token)
    first.assertStatus(200)
    const { data, meta } = first.body()
    assert.lengthOf(data, SUBMISSIONS_PER_PAGE)
    assert.deepEqual(meta, {
      total: SUBMISSIONS_PER_PAGE + 3,
      per_page: SUBMISSIONS_PER_PAGE,
      current_page: 1,
      last_page: 2,
    })
    assert.equal(data[0].name, 'Sender0')
    assert.equal(data[1].name, 'Sender1')
    assert.containsSubset(data[0], {
      email: 'sender0@example.com',
      phone: '+91 98765 43210',
      subject: 'A question',
      inquiry_type: 'general',
      preferred_contact: 'email',
      lead_id: null,
    })
    assert.properties(data[0], [
      'id',
      'reference_id',
      'message',
      'property_type',
      'location',
      'budget',
      'created_at',
    ])

    const second = await client
      .get(urlFor('api.admin.contact_submissions'))
      .qs({ page: 2 })
      .bearerToken(token)
    assert.deepEqual(
      second.body().data.map((row: { name: string }) => row.name),
      ['Sender20', 'Sender21', 'Sender22']
    )
  })

  test('a bad page number is a 422, not a 500', async ({ client }) => {
    const token = await tokenFor('admin')
    await expectStatus(
      client.get(urlFor('api.admin.contact_submissions')).qs({ page: 'first' }).bearerToken(token),
      422
    )
  })

  test('guests get 401 and other roles 403', async ({ client, assert }) => {
    await submission('Hidden', 1)
    const guest = await client.get(urlFor('api.admin.contact_submissions'))
    guest.assertStatus(401)
    assert.notInclude(JSON.stringify(guest.body()), 'hidden@example.com')
    for (const role of ['customer', 'partner', 'agent'] as const) {
      const response = await client
        .get(urlFor('api.admin.contact_submissions'))
        .bearerToken(await tokenFor(role))
      response.assertStatus(403)
      assert.notInclude(JSON.stringify(response.body()), 'hidden@example.com')
    }
  })
})
