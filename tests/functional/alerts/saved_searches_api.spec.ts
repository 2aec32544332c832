import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Notification from '#models/notification'
import SavedSearch from '#models/saved_search'
import { isolated } from '#tests/helpers/db'
import { formPost } from '#tests/helpers/auth'
import { ownerWithCredits } from '#tests/functional/posting/helpers'
import { HYDERABAD_FLATS, saveSearch } from './helpers.js'

test.group("/api/saved-searches: an account's own searches", (group) => {
  isolated(group)

  test("saves the filters under a name with a frequency; the market's country is added", async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const created = await client
      .post(urlFor('api.saved_searches.store'))
      .bearerToken(token)
      .json({
        name: ' Gated villas ',
        kind: 'ventures',
        filters: {
          amenities: 'swimming_pool,gym_fitness',
          city: 'Hyderabad',
          cursor: 'abc',
          limit: 5,
        },
        frequency: 'weekly',
      })
    created.assertStatus(201)
    assert.containSubset(created.body(), {
      name: 'Gated villas',
      kind: 'ventures',
      filters: { amenities: ['swimming_pool', 'gym_fitness'], city: 'Hyderabad', country: 'IN' },
      frequency: 'weekly',
      new_matches: 0,
    })
    assert.notProperty(created.body().filters, 'cursor')
    const list = await client.get(urlFor('api.saved_searches.index')).bearerToken(token)
    list.assertStatus(200)
    assert.lengthOf(list.body().data, 1)
  })

  test('renames, changes the frequency and the filters, deletes', async ({ client, assert }) => {
    const { token } = await ownerWithCredits(0)
    const { id } = await saveSearch(client, token)
    const renamed = await client
      .patch(urlFor('api.saved_searches.update', { id }))
      .bearerToken(token)
      .json({ name: 'Lake flats', frequency: 'daily', filters: { city: 'Pune' } })
    renamed.assertStatus(200)
    assert.containSubset(renamed.body(), { name: 'Lake flats', frequency: 'daily' })
    const stored = await SavedSearch.findOrFail(id)
    assert.equal(stored.cityKey, 'pune')
    assert.isNull(stored.typeKey)
    const deleted = await client
      .delete(urlFor('api.saved_searches.destroy', { id }))
      .bearerToken(token)
    deleted.assertStatus(204)
    assert.isNull(await SavedSearch.find(id))
  })

  test("bad input is a 422 {detail} naming the field, filters checked by the search's own rules", async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const cases = [
      [{ ...HYDERABAD_FLATS, kind: 'plots' }, 'kind'],
      [{ ...HYDERABAD_FLATS, frequency: 'hourly' }, 'frequency'],
      [{ ...HYDERABAD_FLATS, name: '' }, 'name'],
      [{ ...HYDERABAD_FLATS, filters: 'city=Hyderabad' }, 'filters'],
      [{ ...HYDERABAD_FLATS, filters: { min_price: 10, max_price: 5 } }, 'filters.max_price'],
      [
        { ...HYDERABAD_FLATS, kind: 'ventures', filters: { amenities: 'moat' } },
        'filters.amenities.0',
      ],
    ] as const
    for (const [body, field] of cases) {
      const response = await client
        .post(urlFor('api.saved_searches.store'))
        .bearerToken(token)
        .json(body)
      response.assertStatus(422)
      assert.isString(response.body().detail, field)
      assert.include(
        response.body().errors.map((e: { field: string }) => e.field),
        field
      )
    }
    assert.lengthOf(await SavedSearch.all(), 0)
  })

  test('at most 25 an account, with a clear message', async ({ client, assert }) => {
    const { user, token } = await ownerWithCredits(0)
    await SavedSearch.createMany(
      Array.from({ length: 25 }, (_, i) => ({
        userId: user.id,
        name: `Search ${i}`,
        kind: 'properties' as const,
        filters: { country: 'IN' },
        frequency: 'off' as const,
        countryCode: 'IN',
      }))
    )
    const refused = await client
      .post(urlFor('api.saved_searches.store'))
      .bearerToken(token)
      .json(HYDERABAD_FLATS)
    refused.assertStatus(422)
    assert.equal(
      refused.body().detail,
      'You can keep at most 25 saved searches. Delete one to save another.'
    )
    assert.lengthOf(await SavedSearch.query().where('user_id', user.id), 25)
  })

  test("another account's search is a 403; an unknown one a 404; guests a 401", async ({
    client,
  }) => {
    const { token: ownerToken } = await ownerWithCredits(0)
    const { token: otherToken } = await ownerWithCredits(0)
    const { id } = await saveSearch(client, ownerToken)
    const patch = await client
      .patch(urlFor('api.saved_searches.update', { id }))
      .bearerToken(otherToken)
      .json({ name: 'Mine now' })
    patch.assertStatus(403)
    patch.assertBodyContains({ detail: patch.body().detail })
    const removal = await client
      .delete(urlFor('api.saved_searches.destroy', { id }))
      .bearerToken(otherToken)
    removal.assertStatus(403)
    const unknown = await client
      .patch(urlFor('api.saved_searches.update', { id: id + 1000 }))
      .bearerToken(ownerToken)
      .json({ name: 'x' })
    unknown.assertStatus(404)
    const guest = await client.get(urlFor('api.saved_searches.index'))
    guest.assertStatus(401)
  })

  test("the page's own form saves and its open link goes to the search page with the filters", async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(0)
    const saved = await formPost(client, urlFor('saved_searches.store'))
      .loginAs(user)
      .json({ ...HYDERABAD_FLATS, filters: { ...HYDERABAD_FLATS.filters, bedrooms: 2 } })
      .redirects(0)
    saved.assertStatus(302)
    saved.assertFlashMessage('success', 'Search saved. We will tell you about new matches.')
    const search = await SavedSearch.findByOrFail('user_id', user.id)
    const opened = await client
      .get(urlFor('saved_searches.open', { id: search.id }))
      .loginAs(user)
      .redirects(0)
    opened.assertStatus(302)
    const target = new URL(opened.header('location')!, 'http://localhost')
    assert.equal(target.pathname, '/properties')
    assert.deepEqual(Object.fromEntries(target.searchParams), {
      city: 'Hyderabad',
      property_type: 'apartment',
      max_price: '9000000',
      bedrooms: '2',
    })
    const page = await client.get(urlFor('saved_searches')).loginAs(user).withInertia()
    page.assertStatus(200)
    assert.containSubset(page.body().props.searches, [
      { name: 'Flats in Hyderabad', new_matches: 0 },
    ])
  })
})

test.group('/api/notifications: newest first, paged, marked read', (group) => {
  isolated(group)

  test("lists newest first in pages and marks read; the pages' shared count follows", async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const { user: other } = await ownerWithCredits(0)
    for (const [userId, name] of [
      [user.id, 'First'],
      [user.id, 'Second'],
      [user.id, 'Third'],
      [other.id, 'Not yours'],
    ] as const)
      await Notification.create({
        userId,
        kind: 'saved_search',
        data: { saved_search_id: 1, name, kind: 'properties', count: 1, items: [] },
      })
    const page = await client
      .get(urlFor('api.notifications.index'))
      .qs({ per_page: 2 })
      .bearerToken(token)
    page.assertStatus(200)
    assert.deepEqual(
      page.body().data.map((n: { name: string }) => n.name),
      ['Third', 'Second']
    )
    assert.containSubset(page.body().meta, { total: 3, per_page: 2, current_page: 1, last_page: 2 })
    const shell = await client.get(urlFor('home')).loginAs(user).withInertia()
    assert.equal(shell.body().props.unread_notifications, 3)

    const first = page.body().data[1].id
    const read = await client
      .post(urlFor('api.notifications.read'))
      .bearerToken(token)
      .json({ ids: [first] })
    read.assertStatus(200)
    read.assertBody({ unread: 2 })
    const all = await client.post(urlFor('api.notifications.read')).bearerToken(token).json({})
    all.assertBody({ unread: 0 })
    const others = await Notification.query().where('user_id', other.id).whereNull('read_at')
    assert.lengthOf(others, 1)
    const bad = await client
      .get(urlFor('api.notifications.index'))
      .qs({ page: 0 })
      .bearerToken(token)
    bad.assertStatus(422)
    assert.isString(bad.body().detail)
  })
})

test.group('Notifications read one by one (the bell and /api)', (group) => {
  isolated(group)

  async function notesOf(userId: number, names: string[]) {
    const notes: Notification[] = []
    for (const name of names)
      notes.push(
        await Notification.create({
          userId,
          kind: 'saved_search',
          data: { saved_search_id: 1, name, kind: 'properties', count: 1, items: [] },
        })
      )
    return notes
  }

  async function unreadNames(userId: number) {
    const rows = await Notification.query().where('user_id', userId).whereNull('read_at')
    return rows.map((row) => row.data.name).sort()
  }

  test("POST /api/notifications/read {ids}: only those, only the caller's own; bad ids a 422", async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const { user: other } = await ownerWithCredits(0)
    const [first, second] = await notesOf(user.id, ['First', 'Second', 'Third'])
    const [foreign] = await notesOf(other.id, ['Not yours'])

    const read = await client
      .post(urlFor('api.notifications.read'))
      .bearerToken(token)
      .json({ ids: [first.id, foreign.id] })
    read.assertStatus(200)
    read.assertBody({ unread: 2 })
    assert.deepEqual(await unreadNames(user.id), ['Second', 'Third'])
    assert.deepEqual(await unreadNames(other.id), ['Not yours'])
    const listed = await client.get(urlFor('api.notifications.index')).bearerToken(token)
    const readAt = Object.fromEntries(
      listed.body().data.map((n: { name: string; read_at: string | null }) => [n.name, n.read_at])
    )
    assert.isString(readAt.First)
    assert.isNull(readAt.Second)

    // Again, or an id already read: nothing changes.
    const again = await client
      .post(urlFor('api.notifications.read'))
      .bearerToken(token)
      .json({ ids: [first.id] })
    again.assertBody({ unread: 2 })

    for (const ids of [['x'], [0], 'all', Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const bad = await client
        .post(urlFor('api.notifications.read'))
        .bearerToken(token)
        .json({ ids })
      bad.assertStatus(422)
      assert.isString(bad.body().detail)
    }
    assert.deepEqual(await unreadNames(user.id), ['Second', 'Third'])

    const all = await client.post(urlFor('api.notifications.read')).bearerToken(token).json({})
    all.assertBody({ unread: 0 })
    assert.deepEqual(await unreadNames(other.id), ['Not yours'])
    const secondNow = await Notification.findOrFail(second.id)
    assert.isNotNull(secondNow.readAt)
  })

  test("the bell's own route marks one notification read and answers the count left", async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(0)
    const [first] = await notesOf(user.id, ['First', 'Second'])
    const read = await client
      .post(urlFor('notifications.read'))
      .loginAs(user)
      .withCsrfToken()
      .json({ ids: [first.id] })
    read.assertStatus(200)
    read.assertBody({ unread: 1 })
    assert.deepEqual(await unreadNames(user.id), ['Second'])
    const shell = await client.get(urlFor('home')).loginAs(user).withInertia()
    assert.equal(shell.body().props.unread_notifications, 1)
  })
})
