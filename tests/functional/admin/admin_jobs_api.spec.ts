import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import User from '#models/user'
import Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'
import { adminToken, auditOf } from '#tests/helpers/admin'
import { apiToken } from '#tests/helpers/auth'
import { tokenWith } from '#tests/helpers/tokens'

const creditsOf = (id: number) => User.findOrFail(id).then((user) => user.credits)
const stateOf = (id: number) => Property.findOrFail(id).then((listing) => listing.listingState)

const grant = (client: any, token: string, body: Record<string, unknown>) =>
  client
    .post(urlFor('api.admin.credits.grants'))
    .bearerToken(token)
    .header('accept-language', 'en-US')
    .json(body)

const expire = (client: any, token: string, dryRun: unknown) =>
  client.post(urlFor('api.admin.listings.expire')).bearerToken(token).json({ dry_run: dryRun })

test.group('POST /api/admin/credits/grants', (group) => {
  isolated(group)

  test('grants credits, answers the new balance and is audited with the admin as actor', async ({
    client,
    assert,
  }) => {
    const { admin, token } = await adminToken()
    const user = await UserFactory.merge({ credits: 0 }).create()
    const first = await grant(client, token, {
      email: user.email.toUpperCase(),
      amount: 5,
      reason: 'Diwali goodwill',
    })
    first.assertStatus(201)
    first.assertBody({
      user: { id: user.id, email: user.email, name: user.name },
      amount: 5,
      balance: 5,
      reason: 'Diwali goodwill',
    })
    const second = await grant(client, token, { email: user.email, amount: 3, reason: 'again' })
    assert.equal(second.body().balance, 8)
    assert.equal(await creditsOf(user.id), 8)

    const [entry, earlier] = await auditOf('credits.grant')
    assert.equal(entry.actor_id, admin.id)
    assert.equal(entry.actor_label, admin.email)
    assert.equal(entry.target_type, 'credits')
    assert.equal(entry.target_id, user.id)
    assert.deepEqual(JSON.parse(entry.before), { credits: 5 })
    assert.containSubset(JSON.parse(entry.after), { credits: 8, reason: 'again' })
    assert.containSubset(JSON.parse(earlier.after), { credits: 5, reason: 'Diwali goodwill' })
  })

  test('an unknown e-mail is 404 {detail} and grants nothing', async ({ client, assert }) => {
    const { token } = await adminToken()
    const response = await grant(client, token, {
      email: 'nobody@example.com',
      amount: 5,
      reason: 'promo',
    })
    response.assertStatus(404)
    response.assertBody({ detail: 'No account has the e-mail nobody@example.com.' })
    assert.lengthOf(await auditOf('credits.grant'), 0)
  })

  test('amount 1 to 100000, a reason of 3 to 200 characters', async ({ client }) => {
    const { token } = await adminToken()
    const user = await UserFactory.create()
    for (const body of [
      { email: user.email, amount: 0, reason: 'promo' },
      { email: user.email, amount: 100_001, reason: 'promo' },
      { email: user.email, amount: 2.5, reason: 'promo' },
      { email: user.email, amount: 5, reason: 'no' },
      { email: user.email, amount: 5, reason: 'x'.repeat(201) },
      { email: 'not an email', amount: 5, reason: 'promo' },
    ])
      await expectStatus(grant(client, token, body), 422)
    await expectStatus(
      grant(client, token, { email: user.email, amount: 100_000, reason: 'x'.repeat(200) }),
      201
    )
  })

  test("a non-admin is 403 and so is an admin's token without 'admin'; nothing is granted", async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ credits: 0 }).create()
    const body = { email: user.email, amount: 5, reason: 'promo' }
    const customer = await grant(client, await apiToken(user), body)
    customer.assertStatus(403)
    customer.assertBody({ detail: 'You do not have permission to do this.' })
    const admin = await UserFactory.apply('admin').create()
    const readWrite = await tokenWith(admin, ['read', 'listings'])
    const lacking = await grant(client, readWrite.value, body)
    lacking.assertStatus(403)
    lacking.assertBody({ detail: 'This token lacks the ‘admin’ ability.' })
    assert.equal(await creditsOf(user.id), 0)
  })
})

test.group('POST /api/admin/listings/expire', (group) => {
  isolated(group)

  /** Two listings past their 30 days, one still running, one already expired. */
  async function listings() {
    const past = DateTime.now().minus({ hours: 2 })
    const { id: ownerId } = await UserFactory.create()
    const listing = (more: Partial<Property> = {}) => PropertyFactory.merge({ ownerId, ...more })
    const due = await listing({ expiresAt: past, title: 'Due flat' }).create()
    const dueToo = await listing({ expiresAt: past.minus({ days: 1 }) }).create()
    const running = await listing().create()
    const gone = await listing({ expiresAt: past }).apply('expired').create()
    return { due, dueToo, running, gone }
  }

  test('a dry run lists what would expire, soonest first, and changes nothing', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const { due, dueToo, running } = await listings()
    const response = await expire(client, token, true)
    response.assertStatus(200)
    const body = response.body()
    assert.equal(body.dry_run, true)
    assert.equal(body.count, 2)
    assert.deepEqual(
      body.listings.map((row: { id: number }) => row.id),
      [dueToo.id, due.id]
    )
    assert.deepEqual(Object.keys(body.listings[1]).sort(), ['expires_at', 'id', 'title'])
    assert.equal(body.listings[1].title, 'Due flat')
    assert.match(body.listings[1].expires_at, /^\d{4}-\d\d-\d\dT/)
    for (const listing of [due, dueToo, running]) assert.equal(await stateOf(listing.id), 'active')
  })

  test('a real run expires them (and only them), and a second run finds none', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const { due, dueToo, running } = await listings()
    const response = await expire(client, token, false)
    response.assertStatus(200)
    assert.containSubset(response.body(), { dry_run: false, count: 2 })
    assert.equal(await stateOf(due.id), 'expired')
    assert.equal(await stateOf(dueToo.id), 'expired')
    assert.equal(await stateOf(running.id), 'active')
    const again = await expire(client, token, false)
    again.assertBody({ dry_run: false, count: 0, listings: [] })
  })

  test('dry_run is required and a boolean; non-admins are 403 and change nothing', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    const { due } = await listings()
    await expectStatus(
      client.post(urlFor('api.admin.listings.expire')).bearerToken(token).json({}),
      422
    )
    await expectStatus(expire(client, token, 'yes'), 422)
    const customer = await apiToken(await UserFactory.create())
    await expectStatus(expire(client, customer, false), 403)
    assert.equal(await stateOf(due.id), 'active')
  })
})
