import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Lead from '#models/lead'
import LeadMessage from '#models/lead_message'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { addUnits, makeVenture } from '#tests/helpers/ventures'
import { tokenOf } from '#tests/functional/dashboard/helpers'
import RecordEnquiry from '#services/leads/record_enquiry'
import { LEAD_MESSAGES_MAX } from '#services/leads/lead_upsert'
import type { ApiClient } from '@japa/api-client'
import { expectStatus } from '#tests/helpers/http'
import { enquiryForm as enquire, KIRAN_ENQUIRY } from '#tests/helpers/listings'

/**
 * Issue 24: a repeat enquiry (same e-mail or phone, same subject, within a
 * day) never overwrites the lead's contact details. It joins the lead's
 * history with its message and the details it gave, which only the lead's
 * owner and admins see.
 */
const FIRST = KIRAN_ENQUIRY
const IMPOSTOR = {
  name: 'Someone Else',
  phone: '9000099999',
  email: 'Kiran@Example.in',
  message: 'Please call me on this new number instead.',
}
const KIRAN = {
  contactName: 'Kiran Kumar',
  contactPhone: '+91 90000 11111',
  contactEmail: 'kiran@example.in',
}

async function leadsSeenBy(client: ApiClient, user: Parameters<typeof tokenOf>[0]) {
  const response = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(user))
  return response.body().data as any[]
}

test.group("Repeat enquiries keep the lead's contact details", (group) => {
  isolated(group)

  test('a listing enquiry with a known e-mail and another phone and name changes no contact field; it joins the history', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.apply('agent').create()
    const property = await PropertyFactory.merge({ ownerId: owner.id }).create()
    await expectStatus(enquire(client, property.id, FIRST), 302)
    const reply = await enquire(client, property.id, IMPOSTOR)
    reply.assertFlashMessage('success', 'Your enquiry has been sent to the owner.')

    const leads = await Lead.query().where('property_id', property.id)
    assert.lengthOf(leads, 1)
    assert.containSubset(leads[0].serialize(), {
      ...KIRAN,
      message: FIRST.message,
      enquiryCount: 2,
    })
    const history = await LeadMessage.query().where('lead_id', leads[0].id)
    assert.deepEqual(
      history.map((row) => [row.contactName, row.contactPhone, row.contactEmail, row.message]),
      [['Someone Else', '+91 90000 99999', 'kiran@example.in', IMPOSTOR.message]]
    )

    // The owner sees the new number as another contact given, next to the unchanged one.
    const [seen] = await leadsSeenBy(client, owner)
    assert.containSubset(seen, {
      contact_name: 'Kiran Kumar',
      contact_phone: '+91 90000 11111',
      enquiry_count: 2,
    })
    assert.containSubset(seen.messages, [
      {
        message: IMPOSTOR.message,
        contact_name: 'Someone Else',
        contact_phone: '+91 90000 99999',
        new_contact: true,
      },
    ])
    // Nobody else does; an admin does.
    const stranger = await UserFactory.apply('agent').create()
    assert.lengthOf(await leadsSeenBy(client, stranger), 0)
    const admin = await UserFactory.apply('admin').create()
    const answer = await leadsSeenBy(client, admin)
    assert.lengthOf(answer.find((lead) => lead.id === leads[0].id).messages, 1)
  })

  test('the same person asking again with the same details adds the message, not another contact', async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.apply('agent').create()
    const property = await PropertyFactory.merge({ ownerId: owner.id }).create()
    await enquire(client, property.id, FIRST)
    await enquire(client, property.id, { ...FIRST, message: 'Also: is covered parking included?' })
    const [seen] = await leadsSeenBy(client, owner)
    assert.equal(seen.message, FIRST.message)
    assert.containSubset(seen.messages, [
      { message: 'Also: is covered parking included?', new_contact: false },
    ])
  })

  test('site visits and Contact Developer dedupe the same way: the lead keeps its details, the history gets the rest', async ({
    client,
    assert,
  }) => {
    const developer = await UserFactory.apply('partner').create()
    const venture = await makeVenture(developer)
    const {
      units: [unit],
    } = await addUnits(venture, 'Tower A', [{ number: '101' }])
    for (const [url, extra] of [
      [urlFor('api.ventures.site_visits', { id: venture.id }), { unit_id: unit.id }],
      [urlFor('api.ventures.contact', { id: venture.id }), {}],
    ] as const) {
      const first = await client.post(url).json({ ...FIRST, ...extra })
      first.assertStatus(201)
      const repeat = await client.post(url).json({ ...IMPOSTOR, ...extra })
      repeat.assertStatus(200)
    }
    const leads = await Lead.query().where('venture_id', venture.id).orderBy('id')
    assert.deepEqual(
      leads.map((lead) => lead.source),
      ['site_visit', 'venture_contact']
    )
    for (const lead of leads) {
      assert.containSubset(lead.serialize(), { ...KIRAN, message: FIRST.message, enquiryCount: 2 })
      const history = await LeadMessage.query().where('lead_id', lead.id)
      assert.deepEqual(
        history.map((row) => [row.contactPhone, row.message]),
        [['+91 90000 99999', IMPOSTOR.message]]
      )
    }
    const seen = await leadsSeenBy(client, developer)
    assert.isTrue(
      seen.every((lead) => lead.contact_phone === '+91 90000 11111' && lead.messages[0].new_contact)
    )
  })

  test('a lead keeps its first LEAD_MESSAGES_MAX repeat enquiries; past that only its count grows', async ({
    assert,
  }) => {
    const property = await PropertyFactory.with('owner').create()
    const total = LEAD_MESSAGES_MAX + 3
    for (let i = 0; i < total; i++)
      await new RecordEnquiry().handle(property, {
        name: 'Kiran Kumar',
        phone: '+91 90000 11111',
        message: `Question number ${i}`,
      })
    const lead = await Lead.query()
      .where('property_id', property.id)
      .preload('messages', (q) => q.orderBy('id'))
      .firstOrFail()
    assert.equal(lead.enquiryCount, total)
    assert.lengthOf(lead.messages, LEAD_MESSAGES_MAX)
    assert.equal(lead.messages.at(-1)!.message, `Question number ${LEAD_MESSAGES_MAX}`)
  })
})
