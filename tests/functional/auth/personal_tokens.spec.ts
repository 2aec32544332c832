import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { UserFactory, PASSWORD } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'
import { apiToken } from '#tests/helpers/auth'
import { tokenWith } from '#tests/helpers/tokens'

const create = (client: any, token: string, body: Record<string, unknown>) =>
  client
    .post(urlFor('api.auth.tokens.store'))
    .bearerToken(token)
    .header('accept-language', 'en-US')
    .json(body)

test.group('Personal access tokens: POST /api/auth/tokens', (group) => {
  isolated(group)

  test('201 with the token once; it works, carries its abilities and is listed without its secret', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await create(client, await apiToken(user), {
      name: 'CI import',
      abilities: ['import', 'read'],
      expires_in_days: 90,
    })
    response.assertStatus(201)
    const body = response.body()
    assert.sameMembers(Object.keys(body), [
      'id',
      'name',
      'abilities',
      'expires_at',
      'last_used_at',
      'created_at',
      'token',
    ])
    assert.equal(body.name, 'CI import')
    assert.deepEqual(body.abilities, ['read', 'import'])
    assert.isNull(body.last_used_at)
    assert.match(body.token, /^dh_/)
    const days = (Date.parse(body.expires_at) - Date.parse(body.created_at)) / 86_400_000
    assert.closeTo(days, 90, 0.01)

    const list = await client.get(urlFor('api.auth.tokens.index')).bearerToken(body.token)
    list.assertStatus(200)
    const mine = list.body().data.find((token: { id: number }) => token.id === body.id)
    assert.deepInclude(mine, { name: 'CI import', abilities: ['read', 'import'], current: true })
    assert.notInclude(list.text(), body.token.split('.')[1])
  })

  test('without expires_in_days the token never expires', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await create(client, await apiToken(user), {
      name: 'laptop',
      abilities: ['read'],
    })
    response.assertStatus(201)
    assert.isNull(response.body().expires_at)
    const row = await db.from('auth_access_tokens').where('id', response.body().id).first()
    assert.isNull(row.expires_at)
  })

  test('the ‘admin’ ability is refused to a non-admin with 403 naming it, and made for an admin', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const refused = await create(client, await apiToken(user), {
      name: 'ops',
      abilities: ['read', 'admin'],
    })
    refused.assertStatus(403)
    refused.assertBody({ detail: 'You cannot give a token the ‘admin’ ability.' })
    assert.lengthOf(await User.accessTokens.all(user), 1)

    const admin = await UserFactory.apply('admin').create()
    const made = await create(client, await apiToken(admin), { name: 'ops', abilities: ['admin'] })
    made.assertStatus(201)
    assert.deepEqual(made.body().abilities, ['admin'])
  })

  test('a token cannot make a token with an ability it lacks itself', async ({ client }) => {
    const user = await UserFactory.create()
    const readOnly = await tokenWith(user, ['read'])
    const refused = await create(client, readOnly.value, {
      name: 'wider',
      abilities: ['read', 'listings'],
    })
    refused.assertStatus(403)
    refused.assertBody({ detail: 'You cannot give a token the ‘listings’ ability.' })
    await expectStatus(create(client, readOnly.value, { name: 'same', abilities: ['read'] }), 201)
  })

  test('a name of 1 to 80 characters, at least one known ability and 1 to 365 days', async ({
    client,
    assert,
  }) => {
    const token = await apiToken(await UserFactory.create())
    const bad = [
      { name: '', abilities: ['read'] },
      { name: 'x'.repeat(81), abilities: ['read'] },
      { name: 'ok', abilities: [] },
      { name: 'ok', abilities: ['write'] },
      { name: 'ok', abilities: ['read'], expires_in_days: 0 },
      { name: 'ok', abilities: ['read'], expires_in_days: 366 },
      { name: 'ok', abilities: ['read'], expires_in_days: 1.5 },
    ]
    for (const body of bad) {
      const response = await create(client, token, body)
      response.assertStatus(422)
      assert.isString(response.body().detail, JSON.stringify(body))
    }
    await expectStatus(
      create(client, token, { name: 'x'.repeat(80), abilities: ['read'], expires_in_days: 365 }),
      201
    )
  })

  test('rate limited per account: 429 with Retry-After past 20 an hour', async ({ client }) => {
    const token = await apiToken(await UserFactory.create())
    for (let i = 0; i < 20; i++)
      await expectStatus(create(client, token, { name: `t${i}`, abilities: ['read'] }), 201)
    const over = await create(client, token, { name: 'one more', abilities: ['read'] })
    over.assertStatus(429)
    over.assertHeader('retry-after')
  })
})

test.group('Personal access tokens: use', (group) => {
  isolated(group)

  test('a route refuses a token without its ability: 403 naming it, in the caller’s language', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    const readOnly = await tokenWith(user, ['read'])
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(readOnly.value), 200)

    const en = await client
      .post(urlFor('api.bulk_upload.error_copy'))
      .bearerToken(readOnly.value)
      .header('accept-language', 'en-US')
      .json({})
    en.assertStatus(403)
    en.assertBody({ detail: 'This token lacks the ‘import’ ability.' })

    const hi = await client
      .post(urlFor('api.favorites.store'))
      .bearerToken(readOnly.value)
      .header('accept-language', 'hi-IN')
      .json({ property_id: 1 })
    hi.assertStatus(403)
    hi.assertBody({ detail: 'इस टोकन के पास ‘listings’ की अनुमति नहीं है।' })

    const importOnly = await tokenWith(user, ['import'])
    const te = await client
      .get(urlFor('api.auth.me'))
      .bearerToken(importOnly.value)
      .header('accept-language', 'te-IN')
    te.assertStatus(403)
    te.assertBody({ detail: 'ఈ టోకెన్‌కు ‘read’ అనుమతి లేదు.' })
  })

  test("an admin's token without 'admin' is refused on /api/admin, and a demoted admin's token loses it", async ({
    client,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const readOnly = await tokenWith(admin, ['read'])
    const refused = await client
      .get(urlFor('api.admin.users.index'))
      .bearerToken(readOnly.value)
      .header('accept-language', 'en-US')
    refused.assertStatus(403)
    refused.assertBody({ detail: 'This token lacks the ‘admin’ ability.' })

    const adminToken = await tokenWith(admin, ['admin'])
    await expectStatus(
      client.get(urlFor('api.admin.users.index')).bearerToken(adminToken.value),
      200
    )
    admin.role = 'customer'
    await admin.save()
    await expectStatus(
      client.get(urlFor('api.admin.users.index')).bearerToken(adminToken.value),
      403
    )
  })

  test('an expired token is 401 saying it expired; a wrong secret stays a plain 401', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    const token = await tokenWith(user, ['read'], 1)
    await db
      .from('auth_access_tokens')
      .where('id', token.id)
      .update({ expires_at: new Date(Date.now() - 60_000) })
    const expired = await client
      .get(urlFor('api.auth.me'))
      .bearerToken(token.value)
      .header('accept-language', 'en-US')
    expired.assertStatus(401)
    expired.assertBody({ detail: 'Your token has expired. Sign in again or create a new token.' })

    const forged = `${token.value.split('.')[0]}.${Buffer.from('wrong secret').toString('base64url')}`
    const wrong = await client
      .get(urlFor('api.auth.me'))
      .bearerToken(forged)
      .header('accept-language', 'en-US')
    wrong.assertStatus(401)
    wrong.assertBody({ detail: 'Please sign in to continue.' })
  })

  test('each use records last_used_at', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const token = await tokenWith(user, ['read'])
    const before = await db.from('auth_access_tokens').where('id', token.id).first()
    assert.isNull(before.last_used_at)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(token.value), 200)
    const list = await client.get(urlFor('api.auth.tokens.index')).bearerToken(token.value)
    const used = list.body().data.find((row: { id: number }) => row.id === token.id)
    assert.match(used.last_used_at, /^\d{4}-\d\d-\d\dT/)
    assert.isBelow(Math.abs(Date.parse(used.last_used_at) - Date.now()), 60_000)
  })

  test("signing in hands out a token named 'login' with every ability of the role", async ({
    client,
    assert,
  }) => {
    const customer = await UserFactory.create()
    const admin = await UserFactory.apply('admin').create()
    for (const [user, abilities] of [
      [customer, ['read', 'listings', 'import']],
      [admin, ['read', 'listings', 'import', 'admin']],
    ] as const) {
      const login = await client
        .post(urlFor('api.auth.login'))
        .json({ email: user.email, password: PASSWORD })
      login.assertStatus(200)
      const list = await client.get(urlFor('api.auth.tokens.index')).bearerToken(login.body().token)
      const current = list.body().data.find((row: { current: boolean }) => row.current)
      assert.equal(current.name, 'login')
      assert.deepEqual(current.abilities, abilities)
      const days = (Date.parse(current.expires_at) - Date.now()) / 86_400_000
      assert.closeTo(days, 30, 0.01)
    }
  })
})
