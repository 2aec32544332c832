import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type Tower from '#models/tower'
import Property from '#models/property'
import type User from '#models/user'
import type Venture from '#models/venture'
import { sqlTime } from '#services/db/sql_time'
import { isolated } from '#tests/helpers/db'
import { makeTower, makeVenture, unitForm } from '#tests/helpers/ventures'
import { UnitFactory } from '#database/factories/unit_factory'
import { unitAttributes } from '#services/ventures/unit_attributes'
import { ownerWithCredits } from '#tests/functional/posting/helpers'
import { DRAFT_UNITS_MAX, DRAFT_UNITS_PER_HOUR } from '#rules/venture_options'
import type { ApiClient } from '@japa/api-client'

/**
 * Issue 24: 'Generate units' made up to 2,000 free drafts per call with no
 * ceiling. An account now holds at most DRAFT_UNITS_MAX unpublished venture
 * units and adds at most DRAFT_UNITS_PER_HOUR an hour (outside bulk uploads).
 */
const HOUR_MESSAGE = (left: number) =>
  `At most 2,500 units can be added in an hour; you can add ${left} more now. Please try again later.`

/**
 * `count` units of the owner in a new tower of the venture, written directly (the state before a
 * request): one factory unit's columns, numbered S-1 … S-count, inserted in batches.
 */
async function existingUnits(
  venture: Venture,
  count: number,
  options: { createdAt: DateTime; listingState?: 'draft' | 'active'; deleted?: boolean }
) {
  const tower = await makeTower(venture, `Seeded ${Math.random().toString(36).slice(2, 8)}`)
  const unit = await UnitFactory.merge({
    ...unitAttributes(venture, tower, { ...unitForm(), unit_type: 'apartment' }),
    listingState: options.listingState ?? 'draft',
    deletedAt: options.deleted ? options.createdAt : null,
    createdAt: options.createdAt,
    updatedAt: options.createdAt,
  }).make()
  // The row Lucid would insert for it: column names and prepared values (JSON, dates).
  const columns = Object.fromEntries(
    Object.entries(unit.$attributes).map(([key, value]) => {
      const column = Property.$getColumn(key)!
      return [column.columnName, column.prepare ? column.prepare(value, key, unit) : value]
    })
  )
  const rows = Array.from({ length: count }, (_, i) => ({
    ...columns,
    unit_number: `S-${i + 1}`,
    title: `Seeded unit ${i + 1}`,
  }))
  for (let i = 0; i < rows.length; i += 500)
    await db.table('properties').multiInsert(rows.slice(i, i + 500))
}

async function unitsOf(owner: User) {
  const row = await db.from('properties').where('owner_id', owner.id).count('* as n').first()
  return Number(row.n)
}

async function world() {
  const { user, token } = await ownerWithCredits(5)
  const venture = await makeVenture(user)
  const tower = await makeTower(venture)
  return { user, token, venture, tower }
}

const generate = (
  client: ApiClient,
  token: string,
  venture: Venture,
  tower: Tower,
  floors: number,
  perFloor: number
) =>
  client
    .post(`/api/ventures/${venture.id}/towers/${tower.id}/generate-units`)
    .bearerToken(token)
    .header('accept-language', 'en')
    .json({ floors, units_per_floor: perFloor })

test.group('Draft units: per hour and per account', (group) => {
  isolated(group)

  test('over the hourly budget Generate units is refused with the message and creates nothing; deleted units still count, an hour later it works', async ({
    client,
    assert,
  }) => {
    assert.equal(DRAFT_UNITS_PER_HOUR, 2_500)
    const { user, token, venture, tower } = await world()
    await existingUnits(venture, 2_000, { createdAt: DateTime.now().minus({ minutes: 30 }) })
    await existingUnits(venture, 450, {
      createdAt: DateTime.now().minus({ minutes: 20 }),
      deleted: true,
    })
    const before = await unitsOf(user)

    const refused = await generate(client, token, venture, tower, 2, 50)
    refused.assertStatus(422)
    assert.equal(refused.body().detail, HOUR_MESSAGE(50))
    assert.equal(await unitsOf(user), before)

    // On the page: the same message on the form's floors field, nothing written.
    const page = await client
      .post(`/ventures/${venture.id}/towers/${tower.id}/generate-units`)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .loginAs(user)
      .form({ floors: 2, units_per_floor: 50 })
      .redirects(0)
    page.assertStatus(302)
    assert.deepEqual((page.flashMessages().inputErrorsBag as Record<string, string[]>).floors, [
      HOUR_MESSAGE(50),
    ])
    assert.equal(await unitsOf(user), before)

    // What is left of the hour can be used: exactly 50 more.
    const fits = await generate(client, token, venture, tower, 1, 50)
    fits.assertStatus(201)
    assert.equal(fits.body().created, 50)
    const response = await generate(client, token, venture, tower, 2, 1)
    assert.equal(response.body().detail, HOUR_MESSAGE(0))

    // An hour later the budget is back.
    await db
      .from('properties')
      .where('owner_id', user.id)
      .update({ created_at: sqlTime(DateTime.now().minus({ minutes: 61 })) })
    const later = await generate(client, token, venture, tower, 3, 50)
    later.assertStatus(201)
    assert.equal(later.body().created, 100) // floor 1 exists already
  }).disableTimeout()

  test('over the account ceiling of unpublished units, generating or saving a draft is refused; a paid live unit is not a draft', async ({
    client,
    assert,
  }) => {
    assert.equal(DRAFT_UNITS_MAX, 10_000)
    const { user, token, venture, tower } = await world()
    await existingUnits(venture, 9_990, { createdAt: DateTime.now().minus({ hours: 3 }) })
    // Published and deleted units are not drafts.
    await existingUnits(venture, 100, {
      createdAt: DateTime.now().minus({ hours: 3 }),
      listingState: 'active',
    })
    await existingUnits(venture, 100, {
      createdAt: DateTime.now().minus({ hours: 3 }),
      deleted: true,
    })
    const before = await unitsOf(user)

    const refused = await generate(client, token, venture, tower, 1, 20)
    refused.assertStatus(422)
    assert.equal(
      refused.body().detail,
      'An account can hold at most 10,000 unpublished units; yours has 9,990. Publish or delete some before adding 20 more.'
    )
    assert.equal(await unitsOf(user), before)

    const response = await generate(client, token, venture, tower, 1, 10)
    assert.equal(response.body().created, 10)
    const unit = unitForm({ unit_name: 'X-1' })
    const draft = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .header('accept-language', 'en')
      .json({ ...unit, draft: true, tower_id: tower.id })
    draft.assertStatus(422)
    assert.equal(
      draft.body().detail,
      'An account can hold at most 10,000 unpublished units; yours has 10,000. Publish or delete some before adding 1 more.'
    )
    assert.equal(await unitsOf(user), before + 10)

    // The page's unit form gets it on the unit's name.
    const page = await client
      .post(`/ventures/${venture.id}/units`)
      .withCsrfToken()
      .withPlainCookie('locale', 'hi')
      .loginAs(user)
      .form({ ...unit, draft: true, tower_id: tower.id })
      .redirects(0)
    page.assertStatus(302)
    const [message] = (page.flashMessages().inputErrorsBag as Record<string, string[]>).unit_name
    assert.match(message, /^एक खाते में अधिकतम 10,000 अप्रकाशित यूनिट/)

    // A unit that goes live at once (public venture, 1 credit) is not a free draft.
    const live = await client
      .post(`/api/ventures/${venture.id}/units`)
      .bearerToken(token)
      .json({ ...unit, tower_id: tower.id })
    live.assertStatus(201)
    assert.equal(await unitsOf(user), before + 11)
  }).disableTimeout()
})
