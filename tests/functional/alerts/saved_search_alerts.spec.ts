import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import Notification from '#models/notification'
import SavedSearch from '#models/saved_search'
import AlertsDigest from '#commands/alerts_digest'
import alertJobs, { queueAlerts } from '#services/alerts/alert_jobs'
import { isolated } from '#tests/helpers/db'
import { emptyMailFolder } from '#tests/helpers/mail_files'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import { builderApi } from '#tests/helpers/ventures'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { decodedMailsIn, HYDERABAD_FLATS, postListing, saveSearch } from './helpers.js'

async function notificationsOf(userId: number) {
  return Notification.query().where('user_id', userId).orderBy('id')
}

test.group(
  'Saved-search alerts: a new listing is announced once, to matching searches only',
  (group) => {
    isolated(group)
    withLocationTree(group)

    test('a matching listing alerts an instant search once: in-app and by mail, with an unsubscribe link', async ({
      client,
      assert,
    }) => {
      const directory = await emptyMailFolder()
      const { user: buyer, token: buyerToken } = await ownerWithCredits(0)
      const { token: ownerToken } = await ownerWithCredits(3)
      const search = await saveSearch(client, buyerToken)

      const listing = await postListing(client, ownerToken)
      const notes = await notificationsOf(buyer.id)
      assert.lengthOf(notes, 1)
      assert.containSubset(notes[0].data, {
        saved_search_id: search.id,
        name: 'Flats in Hyderabad',
        count: 1,
        items: [{ id: listing.id, title: listing.title }],
      })
      const [message] = await decodedMailsIn(directory)
      assert.include(message, `To: ${buyer.email}`)
      assert.include(message, listing.title)
      assert.include(message, '₹85 L') // the market's currency
      assert.include(message, '1,450 sq ft')
      assert.match(message, /\/saved-searches\/\d+\/unsubscribe\?signature=/)

      // Renewed, or queued again by a second server: never announced twice.
      await queueAlerts(db.connection(), 'properties', [listing.id])
      await alertJobs.runDue()
      assert.lengthOf(await notificationsOf(buyer.id), 1)
      const matches = await db.from('saved_search_matches').where('saved_search_id', search.id)
      assert.lengthOf(matches, 1)
    })

    test('a listing outside the search (price, city or type) alerts nobody', async ({
      client,
      assert,
    }) => {
      const { user: buyer, token: buyerToken } = await ownerWithCredits(0)
      const { token: ownerToken } = await ownerWithCredits(3)
      await saveSearch(client, buyerToken)

      await postListing(client, ownerToken, { price: 12_000_000 })
      await postListing(client, ownerToken, { property_type: 'villa' })
      await saveSearch(client, buyerToken, {
        ...HYDERABAD_FLATS,
        name: 'Three bedrooms, text',
        filters: { search: 'penthouse', city: 'Hyderabad' },
      })
      await postListing(client, ownerToken)
      // The third listing matches the first search only; the text search finds no "penthouse".
      const notes = await notificationsOf(buyer.id)
      assert.lengthOf(notes, 1)
      assert.equal(notes[0].data.name, 'Flats in Hyderabad')
    })

    test("the owner's own listing never alerts the owner's searches", async ({
      client,
      assert,
    }) => {
      const { user: owner, token } = await ownerWithCredits(3)
      await saveSearch(client, token)
      await postListing(client, token)
      assert.lengthOf(await notificationsOf(owner.id), 0)
      assert.lengthOf(await db.from('saved_search_matches'), 0)
    })

    test('an "off" search counts the match but tells nothing', async ({ client, assert }) => {
      const { user: buyer, token: buyerToken } = await ownerWithCredits(0)
      const { token: ownerToken } = await ownerWithCredits(3)
      await saveSearch(client, buyerToken, { ...HYDERABAD_FLATS, frequency: 'off' })
      await postListing(client, ownerToken)
      assert.lengthOf(await notificationsOf(buyer.id), 0)
      const list = await client.get('/api/saved-searches').bearerToken(buyerToken)
      assert.equal(list.body().data[0].new_matches, 1)
    })
  }
)

test.group('Saved-search digests and the unsubscribe link', (group) => {
  isolated(group)
  withLocationTree(group)
  group.each.setup(() => ace.ui.switchMode('raw'))
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test("the daily digest mails each account its daily searches' new matches once; weekly ones wait", async ({
    client,
    assert,
  }) => {
    const directory = await emptyMailFolder()
    const { user: buyer, token: buyerToken } = await ownerWithCredits(0)
    const { token: ownerToken } = await ownerWithCredits(3)
    await saveSearch(client, buyerToken, { ...HYDERABAD_FLATS, frequency: 'daily' })
    await saveSearch(client, buyerToken, {
      ...HYDERABAD_FLATS,
      name: 'Any apartment',
      filters: { property_type: 'apartment' },
      frequency: 'daily',
    })
    await saveSearch(client, buyerToken, {
      ...HYDERABAD_FLATS,
      name: 'Weekly flats',
      frequency: 'weekly',
    })
    const first = await postListing(client, ownerToken, { title: 'First lake view flat' })
    const second = await postListing(client, ownerToken, { title: 'Second lake view flat' })
    assert.lengthOf(await notificationsOf(buyer.id), 0) // not instant

    const command = await ace.create(AlertsDigest, ['--frequency=daily'])
    await command.exec()
    command.assertSucceeded()
    const messages = await decodedMailsIn(directory)
    assert.lengthOf(messages, 1)
    const [digest] = messages
    assert.include(digest, 'Subject: Your daily digest: 4 new matches')
    assert.include(digest, '“Flats in Hyderabad”: 2 new matches')
    assert.include(digest, '“Any apartment”: 2 new matches')
    assert.include(digest, first.title)
    assert.include(digest, second.title)
    assert.notInclude(digest, 'Weekly flats')
    assert.lengthOf(digest.match(/\/unsubscribe\?signature=/g) ?? [], 2)
    assert.lengthOf(await notificationsOf(buyer.id), 2)

    // Told once: the next daily run has nothing; the weekly one has its own search.
    await emptyMailFolder()
    const again = await ace.create(AlertsDigest, ['--frequency=daily'])
    await again.exec()
    again.assertLog(
      '[ green(success) ] Matched 0 queued listings; sent the daily digest to 0 accounts'
    )
    const weekly = await ace.create(AlertsDigest, ['--frequency=weekly'])
    await weekly.exec()
    const [weeklyMail] = await decodedMailsIn(directory)
    assert.include(weeklyMail, '“Weekly flats”: 2 new matches')
  })

  test("the digest is in the account's language", async ({ client, assert }) => {
    const directory = await emptyMailFolder()
    const { user: buyer, token: buyerToken } = await ownerWithCredits(0)
    buyer.locale = 'hi'
    await buyer.save()
    const { token: ownerToken } = await ownerWithCredits(3)
    await saveSearch(client, buyerToken, { ...HYDERABAD_FLATS, frequency: 'weekly' })
    await postListing(client, ownerToken)
    const command = await ace.create(AlertsDigest, ['--frequency=weekly'])
    await command.exec()
    const [digest] = await decodedMailsIn(directory)
    assert.include(digest, 'नमस्ते')
    assert.include(digest, 'वर्ग फुट')
  })

  test('the signed link stops the alerts without signing in; a tampered or unsigned one is refused', async ({
    client,
    assert,
  }) => {
    const directory = await emptyMailFolder()
    const { token: buyerToken } = await ownerWithCredits(0)
    const { token: ownerToken } = await ownerWithCredits(3)
    const search = await saveSearch(client, buyerToken)
    const other = await saveSearch(client, buyerToken, { ...HYDERABAD_FLATS, name: 'Other' })
    await postListing(client, ownerToken)
    const messages = await decodedMailsIn(directory)
    const link = messages
      .map(
        (m) =>
          m.match(
            new RegExp(
              `https?://[^\\s>]+/saved-searches/${search.id}/unsubscribe\\?signature=[\\w.-]+`
            )
          )?.[0]
      )
      .find(Boolean)!
    const path = new URL(link).pathname + new URL(link).search

    const tampered = path.replace(`/saved-searches/${search.id}/`, `/saved-searches/${other.id}/`)
    const refused = await client.get(tampered).withInertia()
    refused.assertStatus(403)
    const unsigned = await client.get(`/saved-searches/${search.id}/unsubscribe`).withInertia()
    unsigned.assertStatus(403)
    const untouched = await SavedSearch.query().whereIn('id', [search.id, other.id])
    assert.deepEqual(
      untouched.map((row) => row.frequency),
      ['instant', 'instant']
    )

    const done = await client.get(path).withInertia()
    done.assertStatus(200)
    assert.deepEqual(done.body().props.unsubscribed, { name: 'Flats in Hyderabad', valid: true })
    const stopped = await SavedSearch.findOrFail(search.id)
    assert.equal(stopped.frequency, 'off')
  })
})

test.group('Saved-search alerts for ventures', (group) => {
  isolated(group)
  withLocationTree(group)

  test("a published venture alerts a matching ventures search; a non-matching one and the builder's own do not", async ({
    client,
    assert,
  }) => {
    const directory = await emptyMailFolder()
    const { user: buyer, token: buyerToken } = await ownerWithCredits(0)
    const { user: builder, token: builderToken } = await ownerWithCredits(3)
    const mixedInHyderabad = {
      name: 'Mixed ventures in Hyderabad',
      kind: 'ventures',
      filters: { city: 'Hyderabad', venture_type: 'mixed', max_price: 10_000_000 },
      frequency: 'instant',
    }
    const search = await saveSearch(client, buyerToken, mixedInHyderabad)
    await saveSearch(client, builderToken, mixedInHyderabad)
    const api = builderApi(client, builderToken)

    // A draft is not announced; publishing it is (PUT visibility), once.
    const draft = await api.createVenture({ name: 'Lakeview Heights' })
    draft.assertStatus(201)
    await alertJobs.runDue()
    assert.lengthOf(await notificationsOf(buyer.id), 0)
    const published = await client
      .put(urlFor('api.ventures.visibility', { id: draft.body().id }))
      .bearerToken(builderToken)
      .json({ is_public: true })
    published.assertStatus(200)
    // Not matching: a commercial venture, and a mixed one above the search's price.
    const commercial = await api.createVenture({
      name: 'Cyber Towers',
      venture_type: 'commercial',
      is_public: true,
    })
    commercial.assertStatus(201)
    const dear = await api.createVenture({
      name: 'Palace Heights',
      price_range: { min: 25_000_000, max: 40_000_000 },
      is_public: true,
    })
    dear.assertStatus(201)
    await alertJobs.runDue()

    const notes = await notificationsOf(buyer.id)
    assert.lengthOf(notes, 1)
    assert.containSubset(notes[0].data, {
      saved_search_id: search.id,
      kind: 'ventures',
      count: 1,
      items: [{ id: draft.body().id, title: 'Lakeview Heights' }],
    })
    const [message] = await decodedMailsIn(directory)
    assert.include(message, `To: ${buyer.email}`)
    assert.include(message, 'Lakeview Heights')
    assert.notInclude(message, 'Cyber Towers')
    assert.lengthOf(await notificationsOf(builder.id), 0)

    // Made private and public again: not announced twice.
    for (const isPublic of [false, true])
      await client
        .put(urlFor('api.ventures.visibility', { id: draft.body().id }))
        .bearerToken(builderToken)
        .json({ is_public: isPublic })
    await alertJobs.runDue()
    assert.lengthOf(await notificationsOf(buyer.id), 1)
  })
})
