import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import { LeadFactory } from '#database/factories/lead_factory'
import { UserFactory } from '#database/factories/user_factory'
import { adminToken } from '#tests/helpers/admin'
import { committed } from '#tests/helpers/db'
import { captureQueries } from '#tests/helpers/query_plans'

/** The ids a search of the table finds, the searching admin's own account left out. */
async function searcher(
  client: ApiClient,
  route: 'api.admin.users.index' | 'api.admin.leads.index'
) {
  const { token, admin } = await adminToken()
  return async (q: string) => {
    const response = await client.get(urlFor(route, {}, { qs: { q } })).bearerToken(token)
    response.assertStatus(200)
    const ids = response.body().data.map((row: any) => row.id) as number[]
    return route === 'api.admin.users.index' ? ids.filter((id) => id !== admin.id) : ids
  }
}

/**
 * The admin Users and Leads tables (issue 28): a search reads their text
 * index (name and e-mail: MySQL FULLTEXT, which sees committed rows only,
 * hence `committed`; SQLite FTS5) or their phone digits, instead of a LIKE
 * scan of every row. tests/functional/db/explain_plans.spec.ts checks the
 * plans.
 */
test.group('Admin users and leads: search by name, e-mail and phone (issue 28)', (group) => {
  committed(group)

  test('users: words by their start, a whole e-mail, a phone however typed, an id', async ({
    client,
    assert,
  }) => {
    const search = await searcher(client, 'api.admin.users.index')
    const ravi = await UserFactory.merge({
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.com',
      phone: '+91 98765 43210',
    }).create()
    const anita = await UserFactory.merge({
      name: 'Anita Kumari',
      email: 'anita@mail.example.org',
      phone: '+91 91234 56789',
    }).create()
    const will = await UserFactory.merge({
      name: 'Will Li',
      email: 'will.li@example.com',
      phone: '+1 (614) 555-0123',
    }).create()

    assert.sameMembers(await search('kumar'), [ravi.id, anita.id])
    assert.sameMembers(await search('ravi kuma'), [ravi.id])
    assert.sameMembers(await search('Kumari'), [anita.id])
    // Not the middle of a word.
    assert.deepEqual(await search('umar'), [])
    // A whole e-mail, ".com" included (an InnoDB stopword).
    assert.sameMembers(await search('ravi.kumar@example.com'), [ravi.id])
    assert.sameMembers(await search('anita@mail.example.org'), [anita.id])
    assert.sameMembers(await search('ravi.kumar@'), [ravi.id])
    // The whole address counts, not only the words before the @.
    assert.deepEqual(await search('ravi.kumar@example.org'), [])
    // A word under MySQL's 3 characters, with a longer one.
    assert.sameMembers(await search('will li'), [will.id])
    // Only short words: the LIKE scan still answers.
    assert.sameMembers(await search('li'), [will.id])
    // A phone: with or without the country code, spaces or brackets; its last digits.
    assert.sameMembers(await search('9876543210'), [ravi.id])
    assert.sameMembers(await search('+91 98765 43210'), [ravi.id])
    assert.sameMembers(await search('43210'), [ravi.id])
    assert.sameMembers(await search('(614) 555-0123'), [will.id])
    assert.sameMembers(await search('6145550123'), [will.id])
    // Not the start of a number.
    assert.deepEqual(await search('98765'), [])
    // Digits are an id as well.
    assert.sameMembers(await search(String(anita.id)), [anita.id])
  })

  test('a finished word matches as itself, the last word (still being typed) by its start', async ({
    client,
    assert,
  }) => {
    const search = await searcher(client, 'api.admin.users.index')
    const ravi = await UserFactory.merge({ name: 'Ravi Kumar', email: 'rk@example.com' }).create()
    const ravindra = await UserFactory.merge({
      name: 'Ravindra Kumar',
      email: 'ravindra@example.com',
    }).create()

    assert.sameMembers(await search('ravi'), [ravi.id, ravindra.id])
    assert.sameMembers(await search('ravi kumar'), [ravi.id])
    assert.sameMembers(await search('Ravi Ku'), [ravi.id])
    assert.sameMembers(await search('kumar ravi'), [ravi.id, ravindra.id])
    // A sign after the last word finishes it too.
    assert.sameMembers(await search('kumar, ravi.'), [ravi.id])
  })

  test('a search answers its page and its number of matches; past the last page, the number still', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    await UserFactory.merge(
      Array.from({ length: 12 }, (_, n) => ({ name: `Pager Xq ${n}` }))
    ).createMany(12)
    const page = async (q: string, number: number) => {
      const response = await client
        .get(urlFor('api.admin.users.index', {}, { qs: { q, page: number, per_page: 10 } }))
        .bearerToken(token)
      response.assertStatus(200)
      return response.body()
    }
    // One query finds the page and counts the matches (the text index is read once).
    let first: any
    const queries = await captureQueries(async () => (first = await page('pager', 1)))
    assert.lengthOf(
      queries.filter((query) => /\bmatch\b/i.test(query.sql)),
      1
    )
    assert.lengthOf(first.data, 10)
    assert.equal(first.meta.total, 12)
    assert.deepEqual(
      Object.keys(first.data[0]).filter((key) => key.includes('match')),
      []
    )
    const second = await page('pager', 2)
    assert.lengthOf(second.data, 2)
    assert.equal(second.meta.total, 12)
    assert.notIncludeMembers(
      second.data.map((row: any) => row.id),
      first.data.map((row: any) => row.id)
    )
    const past = await page('pager', 3)
    assert.lengthOf(past.data, 0)
    assert.equal(past.meta.total, 12)
    // A word under 3 letters (a LIKE scan on MySQL) is counted the same way. Not one that
    // could be in the factory's made-up names and e-mails (the admin's included), like "pa".
    const scanned = await page('xq', 1)
    assert.equal(scanned.meta.total, 12)
    const none = await page('nobodyhere', 1)
    assert.equal(none.meta.total, 0)
  })

  test('users: a search sees live users; deleted ones only under show=deleted', async ({
    client,
    assert,
  }) => {
    const { token } = await adminToken()
    for (const name of ['Zara Khan', 'Meena Iyer']) await UserFactory.merge({ name }).create()
    const gone = await UserFactory.merge({ name: 'Meena Gone' }).create()
    await client.delete(urlFor('api.admin.users.destroy', { id: gone.id })).bearerToken(token)

    const names = async (qs: Record<string, string>) => {
      const response = await client
        .get(urlFor('api.admin.users.index', {}, { qs }))
        .bearerToken(token)
      response.assertStatus(200)
      return response.body().data.map((user: any) => user.name) as string[]
    }
    assert.deepEqual(await names({ q: 'meena' }), ['Meena Iyer'])
    assert.deepEqual(await names({ q: 'meena', show: 'deleted' }), ['Meena Gone'])
    assert.sameMembers(await names({ q: 'meena', show: 'all' }), ['Meena Iyer', 'Meena Gone'])
  })

  test('leads: the contact’s name, e-mail and phone', async ({ client, assert }) => {
    const search = await searcher(client, 'api.admin.leads.index')
    const owner = await UserFactory.create()
    const asha = await LeadFactory.merge({
      ownerId: owner.id,
      contactName: 'Asha Rao',
      contactEmail: 'asha.rao@example.in',
      contactPhone: '+91 90000 11111',
    }).create()
    const john = await LeadFactory.merge({
      ownerId: owner.id,
      contactName: 'John Smith',
      contactEmail: 'js@who.example.com',
      contactPhone: '+1 (216) 555-0199',
    }).create()

    assert.sameMembers(await search('asha'), [asha.id])
    assert.sameMembers(await search('smi'), [john.id])
    assert.sameMembers(await search('js@who.example.com'), [john.id])
    assert.sameMembers(await search('9000011111'), [asha.id])
    assert.sameMembers(await search('555-0199'), [john.id])
    assert.deepEqual(await search('nobody'), [])
  })
})
