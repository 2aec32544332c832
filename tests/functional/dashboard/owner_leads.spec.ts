import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'
import { dashboardWorld, leadState, makeLead, tokenOf } from './helpers.js'

/** An account that never got a role (registration sets none), owning one listing with two leads. */
async function ownerWorld() {
  const world = await dashboardWorld()
  const owner = await UserFactory.create()
  const listing = await PropertyFactory.merge({
    ownerId: owner.id,
    title: '2 BHK Flat in Madhapur',
  }).create()
  const first = await makeLead(owner, { property: listing })
  const second = await makeLead(owner, { property: listing }, { status: 'contacted' })
  return { ...world, owner, ownerListing: listing, ownerLeads: [first, second] }
}

test.group('Posters see their enquiries (issue 27)', (group) => {
  isolated(group)

  test('a customer gets /api/leads with the leads of their own listings only', async ({
    client,
    assert,
  }) => {
    const { owner, ownerLeads, customer } = await ownerWorld()
    const response = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(owner))
    response.assertStatus(200)
    assert.sameMembers(
      response.body().data.map((lead: { id: number }) => lead.id),
      ownerLeads.map((lead) => lead.id)
    )
    assert.equal(response.body().meta.total, 2)

    const nothing = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(customer))
    nothing.assertStatus(200)
    assert.deepEqual(nothing.body().data, [])
  })

  test('the dashboard page shows a customer their own leads and totals', async ({
    client,
    assert,
  }) => {
    const { owner, ownerLeads } = await ownerWorld()
    const page = await client.get(urlFor('dashboard')).withInertia().loginAs(owner)
    page.assertStatus(200)
    page.assertInertiaComponent('dashboard/index')
    const props = page.inertiaProps as { leads: { id: number }[]; stats: unknown }
    assert.sameMembers(
      props.leads.map((lead) => lead.id),
      ownerLeads.map((lead) => lead.id)
    )
    assert.deepEqual(props.stats, { total_properties: 1, total_leads: 2, total_bookings: 0 })
  })

  test("a customer changes their own lead's status, never another's", async ({
    client,
    assert,
  }) => {
    const { owner, ownerLeads, agentLead, partnerLead } = await ownerWorld()
    const token = await tokenOf(owner)
    const changed = await client
      .put(urlFor('api.leads.status', { id: ownerLeads[0].id }))
      .qs({ status: 'visited' })
      .bearerToken(token)
    changed.assertStatus(200)
    assert.deepEqual(await leadState(ownerLeads[0].id), {
      status: 'visited',
      history: [['new', 'visited', owner.id]],
    })

    for (const other of [agentLead, partnerLead]) {
      const before = await leadState(other.id)
      await expectStatus(
        client
          .put(urlFor('api.leads.status', { id: other.id }))
          .qs({ status: 'closed' })
          .bearerToken(token),
        403
      )
      await expectStatus(
        client
          .put(urlFor('dashboard.leads.status', { id: other.id }))
          .qs({ status: 'closed' })
          .withCsrfToken()
          .withInertia()
          .redirects(0)
          .loginAs(owner),
        403
      )
      assert.deepEqual(await leadState(other.id), before)
    }
  })

  test('an admin still gets every lead, agents and partners their own', async ({
    client,
    assert,
  }) => {
    const { admin, agent, partner, ownerLeads, agentLead, partnerLead } = await ownerWorld()
    const idsFor = async (user: typeof admin) => {
      const response = await client.get(urlFor('api.leads.index')).bearerToken(await tokenOf(user))
      response.assertStatus(200)
      return response.body().data.map((lead: { id: number }) => lead.id)
    }
    assert.sameMembers(await idsFor(admin), [
      agentLead.id,
      partnerLead.id,
      ...ownerLeads.map((lead) => lead.id),
    ])
    assert.deepEqual(await idsFor(agent), [agentLead.id])
    assert.deepEqual(await idsFor(partner), [partnerLead.id])
  })
})
