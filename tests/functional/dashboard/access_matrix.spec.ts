import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { isolated } from '#tests/helpers/db'
import { dashboardWorld, leadState, tokenOf, type World } from './helpers.js'

type Role = 'anonymous' | 'customer' | 'partner' | 'agent' | 'admin' | 'stranger'
type Cell = 'page' | 'webStatus' | 'apiStats' | 'apiLeads' | 'apiStatus'

/**
 * Every dashboard route × every role (000 §6; issues 16 and 27), one table.
 * `stranger` is an agent and `customer` an account without a role, both
 * owning neither lead: they get their own (empty) dashboard and no write. Writes go to the row's own lead: the
 * partner's for the partner, the agent's for everyone else. A web write that
 * is let through answers 303 back to the page ('Lead updated'); a signed-out
 * one is sent home (303) by the auth middleware.
 */
const MATRIX: Record<Role, Record<Cell, number>> = {
  anonymous: { page: 401, webStatus: 303, apiStats: 401, apiLeads: 401, apiStatus: 401 },
  customer: { page: 200, webStatus: 403, apiStats: 200, apiLeads: 200, apiStatus: 403 },
  partner: { page: 200, webStatus: 303, apiStats: 200, apiLeads: 200, apiStatus: 200 },
  agent: { page: 200, webStatus: 303, apiStats: 200, apiLeads: 200, apiStatus: 200 },
  admin: { page: 200, webStatus: 303, apiStats: 200, apiLeads: 200, apiStatus: 200 },
  stranger: { page: 200, webStatus: 403, apiStats: 200, apiLeads: 200, apiStatus: 403 },
}

/** Which writes of the table change the lead (the others must leave it and its history alone). */
const WRITES_ALLOWED: Role[] = ['partner', 'agent', 'admin']

function userOf(world: World, role: Role): User | null {
  return role === 'anonymous' ? null : world[role]
}

function targetOf(world: World, role: Role) {
  return role === 'partner' ? world.partnerLead : world.agentLead
}

type Call = (
  client: ApiClient,
  leadId: number,
  user: User | null,
  token: string | null
) => ReturnType<ApiClient['get']>

const web = (request: ReturnType<ApiClient['get']>, user: User | null) =>
  user ? request.loginAs(user) : request
const api = (request: ReturnType<ApiClient['get']>, token: string | null) =>
  token ? request.bearerToken(token) : request

const CALLS: Record<Cell, Call> = {
  page: (client, _id, user) => web(client.get(urlFor('dashboard')).withInertia(), user),
  webStatus: (client, id, user) =>
    web(
      client
        .put(urlFor('dashboard.leads.status', { id }))
        .qs({ status: 'contacted' })
        .withCsrfToken()
        .withInertia()
        .redirects(0),
      user
    ),
  apiStats: (client, _id, _user, token) => api(client.get(urlFor('api.dashboard.stats')), token),
  apiLeads: (client, _id, _user, token) => api(client.get(urlFor('api.leads.index')), token),
  apiStatus: (client, id, _user, token) =>
    api(client.put(urlFor('api.leads.status', { id })).qs({ status: 'contacted' }), token),
}

test.group('Dashboard access: every route × every role', (group) => {
  isolated(group)

  test('{role}')
    .with(Object.entries(MATRIX).map(([role, expected]) => ({ role: role as Role, expected })))
    .run(async ({ client, assert }, { role, expected }) => {
      const world = await dashboardWorld()
      const user = userOf(world, role)
      const token = user ? await tokenOf(user) : null
      const lead = targetOf(world, role)

      for (const cell of Object.keys(CALLS) as Cell[]) {
        const before = await leadState(lead.id)
        const response = await CALLS[cell](client, lead.id, user, token)
        assert.equal(response.status(), expected[cell], `${role} ${cell}`)
        const after = await leadState(lead.id)
        const isWrite = cell === 'webStatus' || cell === 'apiStatus'
        if (!isWrite || !WRITES_ALLOWED.includes(role)) {
          assert.deepEqual(after, before, `${role} ${cell} left the lead and its history alone`)
        } else if (before.status === 'new') {
          assert.deepEqual(
            after,
            { status: 'contacted', history: [['new', 'contacted', user!.id]] },
            `${role} ${cell} changed the lead`
          )
        } else {
          // The second write of the same status changes nothing and records nothing.
          assert.deepEqual(after, before, `${role} ${cell}: same status again`)
        }
        if (cell.startsWith('api') && expected[cell] >= 400)
          assert.isString(response.body().detail, `${role} ${cell} answers {detail}`)
      }
    })
})
