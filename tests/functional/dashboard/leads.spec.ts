import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { isolated } from '#tests/helpers/db'
import { addUnits } from '#tests/helpers/ventures'
import { dashboardWorld, leadState, makeLead, tokenOf } from './helpers.js'
import { expectStatus } from '#tests/helpers/http'

const stats = async (client: any, token: string) => {
  const response = await client.get(urlFor('api.dashboard.stats')).bearerToken(token)
  return response.body()
}

test.group('Dashboard stats', (group) => {
  isolated(group)

  test('each owner counts their listings and units (not deleted), their leads and paid bookings; an admin everything', async ({
    client,
    assert,
  }) => {
    const { agent, partner, stranger, admin, listing, venture, agentLead } = await dashboardWorld()
    await PropertyFactory.merge({ ownerId: agent.id }).create()
    await PropertyFactory.merge({ ownerId: agent.id, deletedAt: DateTime.now() }).create()
    await addUnits(venture, 'Tower A', [{ number: '101' }, { number: '102' }])
    await makeLead(
      agent,
      { property: listing },
      { contactPhone: '+91 91111 22222', status: 'contacted' }
    )
    const buyer = await UserFactory.create()
    for (const status of ['completed', 'pending', 'cancelled'] as const) {
      await BookingFactory.merge({
        propertyId: listing.id,
        userId: buyer.id,
        amount: 50_000,
        status,
      }).create()
    }
    assert.exists(agentLead)

    assert.deepEqual(await stats(client, await tokenOf(agent)), {
      total_properties: 2,
      total_leads: 2,
      total_bookings: 1,
    })
    assert.deepEqual(await stats(client, await tokenOf(partner)), {
      total_properties: 2,
      total_leads: 1,
      total_bookings: 0,
    })
    assert.deepEqual(await stats(client, await tokenOf(stranger)), {
      total_properties: 0,
      total_leads: 0,
      total_bookings: 0,
    })
    assert.deepEqual(await stats(client, await tokenOf(admin)), {
      total_properties: 4,
      total_leads: 3,
      total_bookings: 1,
    })
  })

  test('the page carries the same stats', async ({ client, assert }) => {
    const { agent } = await dashboardWorld()
    const page = await client.get(urlFor('dashboard')).withInertia().loginAs(agent)
    page.assertInertiaComponent('dashboard/index')
    assert.deepEqual(page.inertiaProps.stats, {
      total_properties: 1,
      total_leads: 1,
      total_bookings: 0,
    })
  })
})

test.group('Dashboard leads: who sees what, paging, filters', (group) => {
  isolated(group)

  test('an owner gets only their leads, with contact details and what each is about; an admin gets every lead', async ({
    client,
    assert,
  }) => {
    const { agent, partner, admin, listing, venture, agentLead, partnerLead } =
      await dashboardWorld()
    const response = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(agent))
    const mine = response.body()
    assert.deepEqual(
      mine.data.map((lead: any) => lead.id),
      [agentLead.id]
    )
    assert.containSubset(mine.data[0], {
      contact_phone: agentLead.contactPhone,
      contact_email: agentLead.contactEmail,
      source: 'property_contact',
      source_filter: 'property_enquiry',
      subject: { kind: 'property', id: listing.id, title: '3 BHK Villa in Kondapur' },
      history: [],
    })
    const reply = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(partner))
    const partners = reply.body()
    assert.containSubset(partners.data, [
      {
        id: partnerLead.id,
        source_filter: 'site_visit',
        subject: { kind: 'venture', id: venture.id, title: 'Lakeview Heights', unit_number: null },
      },
    ])
    const answer = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(admin))
    const all = answer.body()
    assert.sameMembers(
      all.data.map((lead: any) => lead.id),
      [agentLead.id, partnerLead.id]
    )
    assert.deepEqual(all.meta, { total: 2, per_page: 10, current_page: 1, last_page: 1 })
  })

  test("another agent's page carries none of the lead's contact details", async ({
    client,
    assert,
  }) => {
    const { stranger, agentLead } = await dashboardWorld()
    const page = await client.get(urlFor('dashboard')).withInertia().loginAs(stranger)
    assert.deepEqual(page.inertiaProps.leads, [])
    assert.notInclude(JSON.stringify(page.inertiaProps), agentLead.contactPhone)
    assert.notInclude(JSON.stringify(page.inertiaProps), agentLead.contactEmail!)
  })

  test('a venture unit lead names the unit; a lead whose listing is deleted says so', async ({
    client,
    assert,
  }) => {
    const { partner, agent, venture, listing, agentLead } = await dashboardWorld()
    const { units } = await addUnits(venture, 'Tower A', [{ number: '101' }])
    const unitLead = await makeLead(partner, { venture, property: units[0] })
    listing.deletedAt = DateTime.now()
    await listing.save()
    const response = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(partner))
    const partners = response.body()
    assert.containSubset(partners.data, [
      { id: unitLead.id, subject: { kind: 'venture', id: venture.id, unit_number: '101' } },
    ])
    const reply = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(agent))
    const agents = reply.body()
    assert.deepEqual(agents.data.find((lead: any) => lead.id === agentLead.id).subject, {
      kind: 'removed',
    })
  })

  test('leads come newest first, ten a page (per_page up to 50), on the page and over /api', async ({
    client,
    assert,
  }) => {
    const { agent, listing, agentLead } = await dashboardWorld()
    const ids = [agentLead.id]
    for (let i = 1; i <= 11; i++) {
      const result = await makeLead(
        agent,
        { property: listing },
        { createdAt: DateTime.now().plus({ minutes: i }) }
      )
      ids.push(result.id)
    }
    const newestFirst = [...ids].reverse()
    const token = await tokenOf(agent)
    const response = await client.get(urlFor('api.leads.index')).bearerToken(token)
    const first = response.body()
    assert.deepEqual(
      first.data.map((lead: any) => lead.id),
      newestFirst.slice(0, 10)
    )
    assert.deepEqual(first.meta, { total: 12, per_page: 10, current_page: 1, last_page: 2 })
    const reply = await client.get(urlFor('api.leads.index')).qs({ page: 2 }).bearerToken(token)
    const second = reply.body()
    assert.deepEqual(
      second.data.map((lead: any) => lead.id),
      newestFirst.slice(10)
    )
    const answer = await client
      .get(urlFor('api.leads.index'))
      .qs({ per_page: 5, page: 3 })
      .bearerToken(token)
    const five = answer.body()
    assert.deepEqual(
      five.data.map((lead: any) => lead.id),
      newestFirst.slice(10, 12)
    )
    assert.deepEqual(five.meta, { total: 12, per_page: 5, current_page: 3, last_page: 3 })

    const page = await client.get(urlFor('dashboard')).qs({ page: 2 }).withInertia().loginAs(agent)
    assert.deepEqual(
      page.inertiaProps.leads.map((lead: any) => lead.id),
      newestFirst.slice(10)
    )
    assert.deepEqual(page.inertiaProps.pagination, {
      total: 12,
      per_page: 10,
      current_page: 2,
      last_page: 2,
    })
    // Past the last page the page shows the last one, not 'No leads yet.'.
    const beyond = await client
      .get(urlFor('dashboard'))
      .qs({ page: 7 })
      .withInertia()
      .loginAs(agent)
    assert.deepEqual(
      beyond.inertiaProps.leads.map((lead: any) => lead.id),
      newestFirst.slice(10)
    )
    assert.equal(beyond.inertiaProps.pagination.current_page, 2)
  })

  test('filter by status and by source (enquiries about listings and ventures, site visits, contact form, assistant)', async ({
    client,
    assert,
  }) => {
    const { admin, agent, partner, listing, venture, agentLead, partnerLead } =
      await dashboardWorld()
    const contacted = await makeLead(agent, { property: listing }, { status: 'contacted' })
    const developer = await makeLead(partner, { venture }, { source: 'venture_contact' })
    const assistant = await makeLead(agent, {}, { source: 'assistant' })
    const token = await tokenOf(admin)
    const ids = async (qs: Record<string, string>) => {
      const response = await client.get(urlFor('api.leads.index')).qs(qs).bearerToken(token)
      return (response.body().data as any[]).map((lead) => lead.id).sort()
    }
    const sorted = (...values: number[]) => values.sort()

    assert.deepEqual(await ids({ status: 'contacted' }), [contacted.id])
    assert.deepEqual(
      await ids({ source: 'property_enquiry' }),
      sorted(agentLead.id, contacted.id, developer.id)
    )
    assert.deepEqual(await ids({ source: 'site_visit' }), [partnerLead.id])
    assert.deepEqual(await ids({ source: 'assistant' }), [assistant.id])
    assert.deepEqual(await ids({ source: 'contact_form' }), [])
    assert.deepEqual(
      await ids({ source: 'property_enquiry', status: 'new' }),
      sorted(agentLead.id, developer.id)
    )

    const page = await client
      .get(urlFor('dashboard'))
      .qs({ source: 'site_visit' })
      .withInertia()
      .loginAs(admin)
    assert.deepEqual(
      page.inertiaProps.leads.map((lead: any) => lead.id),
      [partnerLead.id]
    )
    assert.deepEqual(page.inertiaProps.filters, { status: null, source: 'site_visit' })
  })

  test('bad filters: /api answers 422 {detail}; the page shows every lead', async ({
    client,
    assert,
  }) => {
    const { agent, agentLead } = await dashboardWorld()
    const token = await tokenOf(agent)
    const badSource = await client
      .get(urlFor('api.leads.index'))
      .qs({ source: 'telepathy' })
      .bearerToken(token)
    badSource.assertStatus(422)
    assert.equal(
      badSource.body().detail,
      'Source must be one of property_enquiry, site_visit, contact_form, assistant'
    )
    const badStatus = await client
      .get(urlFor('api.leads.index'))
      .qs({ status: 'lost' })
      .bearerToken(token)
    badStatus.assertStatus(422)
    assert.equal(
      badStatus.body().detail,
      'Status must be one of new, contacted, visited, converted, closed'
    )
    await expectStatus(
      client.get(urlFor('api.leads.index')).qs({ per_page: 500 }).bearerToken(token),
      422
    )
    const page = await client
      .get(urlFor('dashboard'))
      .qs({ source: 'telepathy', page: 'x' })
      .withInertia()
      .loginAs(agent)
    page.assertStatus(200)
    assert.deepEqual(
      page.inertiaProps.leads.map((lead: any) => lead.id),
      [agentLead.id]
    )
  })
})

test.group('Dashboard lead status changes and their history', (group) => {
  isolated(group)

  test('each change is recorded (from, to, who, when) and shown with the lead; the same status again records nothing', async ({
    client,
    assert,
  }) => {
    const { agent, admin, agentLead } = await dashboardWorld()
    const token = await tokenOf(agent)
    const first = await client
      .put(urlFor('api.leads.status', { id: agentLead.id }))
      .qs({ status: 'contacted' })
      .bearerToken(token)
    first.assertStatus(200)
    assert.equal(first.body().status, 'contacted')
    assert.containSubset(first.body().history, [
      { from: 'new', to: 'contacted', changed_by: { id: agent.id, name: agent.name } },
    ])
    assert.isString(first.body().history[0].changed_at)

    await expectStatus(
      client
        .put(urlFor('api.leads.status', { id: agentLead.id }))
        .qs({ status: 'contacted' })
        .bearerToken(token),
      200
    )
    await expectStatus(
      client
        .put(urlFor('dashboard.leads.status', { id: agentLead.id }))
        .qs({ status: 'visited' })
        .withCsrfToken()
        .withInertia()
        .redirects(0)
        .loginAs(admin),
      303
    )
    assert.deepEqual(await leadState(agentLead.id), {
      status: 'visited',
      history: [
        ['new', 'contacted', agent.id],
        ['contacted', 'visited', admin.id],
      ],
    })

    const page = await client.get(urlFor('dashboard')).withInertia().loginAs(agent)
    const [lead] = page.inertiaProps.leads
    assert.equal(lead.status, 'visited')
    assert.deepEqual(
      lead.history.map((change: any) => [change.from, change.to, change.changed_by.name]),
      [
        ['new', 'contacted', agent.name],
        ['contacted', 'visited', admin.name],
      ]
    )
  })

  test("the page's change flashes 'Lead updated' and goes back to the dashboard", async ({
    client,
    assert,
  }) => {
    const { agent, agentLead } = await dashboardWorld()
    const response = await client
      .put(urlFor('dashboard.leads.status', { id: agentLead.id }))
      .qs({ status: 'converted' })
      .header('referer', urlFor('dashboard', {}, { qs: { status: 'new' } }))
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(agent)
    response.assertStatus(303)
    response.assertHeader('location', urlFor('dashboard', {}, { qs: { status: 'new' } }))
    response.assertFlashMessage('success', 'Lead updated')
    const result = await leadState(agentLead.id)
    assert.equal(result.status, 'converted')
  })

  test('an unknown or missing status is a 422 {detail} and changes nothing', async ({
    client,
    assert,
  }) => {
    const { agent, agentLead } = await dashboardWorld()
    const token = await tokenOf(agent)
    for (const qs of [{ status: 'won' }, { status: '' }, {}]) {
      const response = await client
        .put(urlFor('api.leads.status', { id: agentLead.id }))
        .qs(qs)
        .bearerToken(token)
      response.assertStatus(422)
      assert.match(
        response.body().detail,
        /^(Status must be one of new, contacted, visited, converted, closed|Choose a status: new, contacted, visited, converted or closed)$/
      )
    }
    const page = await client
      .put(urlFor('dashboard.leads.status', { id: agentLead.id }))
      .qs({ status: 'won' })
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(agent)
    // The page's Inertia visit goes back with the field error (its select then toasts 'Failed to update lead').
    page.assertStatus(303)
    assert.deepEqual(await leadState(agentLead.id), { status: 'new', history: [] })
  })

  test('an unknown lead is a 404; a customer who owns a lead changes it (issue 27)', async ({
    client,
    assert,
  }) => {
    const { agent } = await dashboardWorld()
    await expectStatus(
      client
        .put(urlFor('api.leads.status', { id: 999999 }))
        .qs({ status: 'contacted' })
        .bearerToken(await tokenOf(agent)),
      404
    )
    const customer = await UserFactory.create()
    const listing = await PropertyFactory.merge({ ownerId: customer.id }).create()
    const lead = await makeLead(customer, { property: listing })
    await expectStatus(
      client
        .put(urlFor('api.leads.status', { id: lead.id }))
        .qs({ status: 'contacted' })
        .bearerToken(await tokenOf(customer)),
      200
    )
    assert.deepEqual(await leadState(lead.id), {
      status: 'contacted',
      history: [['new', 'contacted', customer.id]],
    })
  })

  test('status changes are rate limited per account', async ({ client, assert }) => {
    const { agent, agentLead } = await dashboardWorld()
    const token = await tokenOf(agent)
    const statuses = ['contacted', 'visited'] as const
    let last = 200
    for (let i = 0; i < 61; i++) {
      const response = await client
        .put(urlFor('api.leads.status', { id: agentLead.id }))
        .qs({ status: statuses[i % 2] })
        .bearerToken(token)
      last = response.status()
    }
    assert.equal(last, 429)
    // The page's route spends the same budget: refused too, with the wait as its message.
    const page = await client
      .put(urlFor('dashboard.leads.status', { id: agentLead.id }))
      .qs({ status: 'closed' })
      .withCsrfToken()
      .withInertia()
      .redirects(0)
      .loginAs(agent)
    page.assertStatus(303)
    assert.match(String(page.flashMessages().error), /^Too many attempts\. Please try again in/)
    const result = await leadState(agentLead.id)
    assert.lengthOf(result.history, 60)
  })
})
