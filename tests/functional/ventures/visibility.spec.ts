import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import Property from '#models/property'
import Venture from '#models/venture'
import User from '#models/user'
import CreditLedger from '#services/credits/credit_ledger'
import sitemapCache from '#services/seo/sitemap_cache'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { addUnits, builderApi, makeVenture, ventureForm } from '#tests/helpers/ventures'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'

/**
 * Issue 27: a public venture made private leaves search (its units too, and
 * their pages answer 404); public again, units whose paid 30 days still run
 * are live at no cost, expired ones are published for credits as before.
 */
async function publicVentureWithUnits(credits = 3) {
  const { user, token } = await ownerWithCredits(credits)
  const venture = await makeVenture(user)
  const { units } = await addUnits(venture, 'Tower A', [{ number: '101' }, { number: '102' }])
  return { user, token, venture, units }
}

function setVisibility(client: ApiClient, token: string, venture: Venture, isPublic: boolean) {
  return client
    .put(urlFor('api.ventures.visibility', { id: venture.id }))
    .bearerToken(token)
    .json({ is_public: isPublic })
}

async function stateOf(id: number) {
  const unit = await Property.findOrFail(id)
  return unit.listingState
}

async function isPublicNow(venture: Venture) {
  const fresh = await Venture.findOrFail(venture.id)
  return fresh.isPublic
}

async function expectStatus(
  request: Promise<{ assertStatus(status: number): void }>,
  status: number
) {
  const response = await request
  response.assertStatus(status)
}

async function creditsOf(user: User) {
  const fresh = await User.findOrFail(user.id)
  const sum = await new CreditLedger().ledgerSum(user.id)
  if (sum !== fresh.credits) throw new Error(`ledger ${sum} ≠ balance ${fresh.credits}`)
  return fresh.credits
}

/** What the public finds: search ids, the unit's and the venture's page and /api answers, the sitemap. */
async function publicView(client: ApiClient, venture: Venture, unit: Property) {
  const search = await client.get(urlFor('api.properties.index', {}, { qs: { limit: 50 } }))
  const ventures = await client.get(urlFor('api.ventures.index'))
  sitemapCache.clear()
  const sitemap = await client.get(
    urlFor('sitemap.ventures', {}, { qs: { country: 'IN', after: 0 } })
  )
  const answers = await Promise.all([
    client.get(urlFor('api.properties.show', { id: unit.id })),
    client.get(urlFor('api.ventures.show', { id: venture.id })),
    client.get(urlFor('properties.show', { id: unit.id })),
    client.get(urlFor('ventures.show', { id: venture.id })),
  ])
  return {
    inSearch: search.body().data.some((p: { id: number }) => p.id === unit.id),
    inVentures: ventures.body().data.some((v: { id: number }) => v.id === venture.id),
    inSitemap: sitemap.text().includes(`/ventures/${venture.id}<`),
    statuses: answers.map((answer) => answer.status()),
  }
}

test.group('Venture visibility: private again and public again', (group) => {
  isolated(group)
  withLocationTree(group)

  test('private: the venture and its units leave search, the sitemap, and their pages answer 404 (a venture 410)', async ({
    client,
    assert,
  }) => {
    const { token, venture, units } = await publicVentureWithUnits()
    const before = await publicView(client, venture, units[0])
    assert.deepEqual(before, {
      inSearch: true,
      inVentures: true,
      inSitemap: true,
      statuses: [200, 200, 200, 200],
    })
    const answer = await setVisibility(client, token, venture, false)
    answer.assertStatus(200)
    assert.isFalse(answer.body().is_public)
    assert.deepEqual(await publicView(client, venture, units[0]), {
      inSearch: false,
      inVentures: false,
      inSitemap: false,
      // The venture's page: 410, its not-found page, as for any venture withdrawn after publication.
      statuses: [404, 404, 404, 410],
    })
  })

  test('public again: units still paid for are live at no cost with their own expiry; expired ones are charged when published', async ({
    client,
    assert,
  }) => {
    const { user, token, venture, units } = await publicVentureWithUnits(3)
    const [stillPaid, ranOut] = units
    const paidUnit = await Property.findOrFail(stillPaid.id)
    const expiry = paidUnit.expiresAt!.toISO()
    const credits = await creditsOf(user)
    await expectStatus(setVisibility(client, token, venture, false), 200)
    await Property.query()
      .where('id', ranOut.id)
      .update({ expires_at: DateTime.now().minus({ days: 1 }).toFormat('yyyy-MM-dd HH:mm:ss') })
    const again = await setVisibility(client, token, venture, true)
    again.assertStatus(200)
    assert.isTrue(again.body().is_public)
    assert.equal(await creditsOf(user), credits, 'nothing is charged')
    const live = await Property.findOrFail(stillPaid.id)
    assert.equal(live.listingState, 'active')
    assert.equal(live.expiresAt!.toISO(), expiry)
    assert.equal(await stateOf(ranOut.id), 'expired')
    const view = await publicView(client, venture, stillPaid)
    assert.deepEqual(view.statuses, [200, 200, 200, 200])
    assert.isTrue(view.inSearch)
    const published = await builderApi(client, token).publishUnits(venture.id)
    assert.deepEqual(published.body(), { published: 1, credits_charged: 1 })
    assert.equal(await creditsOf(user), credits - 1)
  })

  test('Publish units on a private venture does not charge again for units still paid for', async ({
    client,
    assert,
  }) => {
    const { user, token, venture, units } = await publicVentureWithUnits(3)
    const credits = await creditsOf(user)
    await expectStatus(setVisibility(client, token, venture, false), 200)
    const published = await builderApi(client, token).publishUnits(venture.id)
    assert.deepEqual(published.body(), { published: 0, credits_charged: 0 })
    assert.equal(await creditsOf(user), credits)
    assert.isTrue(await isPublicNow(venture))
    for (const unit of units) assert.equal(await stateOf(unit.id), 'active')
  })

  test('PUT /api/ventures/{id} with is_public false hides the units too', async ({
    client,
    assert,
  }) => {
    const { token, venture, units } = await publicVentureWithUnits()
    const answer = await client
      .put(urlFor('api.ventures.update', { id: venture.id }))
      .bearerToken(token)
      .json(ventureForm({ is_public: false }))
    answer.assertStatus(200)
    assert.equal(await stateOf(units[0].id), 'draft')
    const view = await publicView(client, venture, units[0])
    assert.isFalse(view.inSearch)
  })

  test('only the owner or an admin: others get 403; the page control works with a session', async ({
    client,
    assert,
  }) => {
    const { user, venture } = await publicVentureWithUnits()
    const { token: strangerToken } = await ownerWithCredits(0)
    await expectStatus(setVisibility(client, strangerToken, venture, false), 403)
    assert.isTrue(await isPublicNow(venture))
    const { token: adminToken } = await ownerWithCredits(0, 'admin')
    await expectStatus(setVisibility(client, adminToken, venture, false), 200)
    const page = await client
      .put(urlFor('ventures.visibility', { id: venture.id }))
      .withCsrfToken()
      .loginAs(user)
      .accept('html')
      .json({ is_public: true })
      .redirects(0)
    page.assertStatus(302)
    assert.isTrue(await isPublicNow(venture))
    const stranger = await UserFactory.create()
    const refused = await client
      .put(urlFor('ventures.visibility', { id: venture.id }))
      .withCsrfToken()
      .loginAs(stranger)
      .json({ is_public: false })
    refused.assertStatus(403)
    const bad = await setVisibility(client, adminToken, venture, 'yes' as unknown as boolean)
    bad.assertStatus(422)
  })
})
