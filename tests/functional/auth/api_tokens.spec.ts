import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { UserFactory, PASSWORD } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'

/** A real /api token of the user, as a client holds it. */
async function tokenOf(user: User, name = 'api', expiresIn?: string) {
  const token = await User.accessTokens.create(user, ['*'], { name, expiresIn })
  return { id: Number(token.identifier), value: token.value!.release() }
}

/** A user signed in on two devices: a token named 'phone' and a newer one named 'laptop'. */
async function phoneAndLaptop() {
  const user = await UserFactory.create()
  const phone = await tokenOf(user, 'phone')
  const laptop = await tokenOf(user, 'laptop')
  return { user, phone, laptop }
}

test.group('API tokens: list and revoke', (group) => {
  isolated(group)

  test('GET /api/auth/tokens lists the own unexpired tokens, newest first, marks the current one, never a secret', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const other = await UserFactory.create()
    const phone = await tokenOf(user, 'phone')
    const laptop = await tokenOf(user, 'laptop')
    await tokenOf(user, 'old', '1 second')
    await tokenOf(other, 'someone else')
    await new Promise((resolve) => setTimeout(resolve, 1100))

    const response = await client.get(urlFor('api.auth.tokens.index')).bearerToken(phone.value)
    response.assertStatus(200)
    const tokens = response.body().data as Record<string, unknown>[]
    assert.deepEqual(
      tokens.map((token) => token.name),
      ['laptop', 'phone']
    )
    assert.deepEqual(
      tokens.map((token) => token.current),
      [false, true]
    )
    for (const token of tokens) {
      assert.sameMembers(Object.keys(token), [
        'id',
        'name',
        'abilities',
        'created_at',
        'last_used_at',
        'expires_at',
        'current',
      ])
      assert.match(token.created_at as string, /^\d{4}-\d\d-\d\dT/)
      assert.match(token.expires_at as string, /^\d{4}-\d\d-\d\dT/)
    }
    assert.equal(tokens[0].id, laptop.id)
    assert.isNull(tokens[0].last_used_at)
    assert.match(tokens[1].last_used_at as string, /^\d{4}-\d\d-\d\dT/)
    assert.notInclude(response.text(), phone.value.split('.')[1])
  })

  test('DELETE /api/auth/tokens/:id revokes one own token; the others keep working', async ({
    client,
  }) => {
    const { phone, laptop } = await phoneAndLaptop()

    await expectStatus(
      client.delete(urlFor('api.auth.tokens.destroy', { id: laptop.id })).bearerToken(phone.value),
      204
    )
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(laptop.value), 401)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(phone.value), 200)
  })

  test("someone else's token, or an unknown one, is 404 {detail} and stays valid", async ({
    client,
  }) => {
    const user = await UserFactory.create()
    const mine = await tokenOf(user)
    const theirs = await tokenOf(await UserFactory.create())

    const response = await client
      .delete(urlFor('api.auth.tokens.destroy', { id: theirs.id }))
      .bearerToken(mine.value)
      .header('accept-language', 'en-US')
    response.assertStatus(404)
    response.assertBody({ detail: 'We could not find what you were looking for.' })
    await expectStatus(
      client.delete(urlFor('api.auth.tokens.destroy', { id: 999999 })).bearerToken(mine.value),
      404
    )
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(theirs.value), 200)
    // The same call on an own token does revoke it.
    await expectStatus(
      client.delete(urlFor('api.auth.tokens.destroy', { id: mine.id })).bearerToken(mine.value),
      204
    )
  })

  test('POST /api/auth/logout-all revokes every token of the account, the current one too, and no one else', async ({
    client,
  }) => {
    const { phone, laptop } = await phoneAndLaptop()
    const theirs = await tokenOf(await UserFactory.create())

    await expectStatus(client.post(urlFor('api.auth.logout_all')).bearerToken(phone.value), 204)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(phone.value), 401)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(laptop.value), 401)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(theirs.value), 200)
  })

  test('the token calls need a token', async ({ client }) => {
    await expectStatus(client.get(urlFor('api.auth.tokens.index')), 401)
    await expectStatus(client.delete(urlFor('api.auth.tokens.destroy', { id: 1 })), 401)
    await expectStatus(client.post(urlFor('api.auth.logout_all')), 401)
    await expectStatus(
      client
        .post(urlFor('api.auth.password'))
        .json({ current_password: PASSWORD, password: 'newpass123' }),
      401
    )
  })
})

test.group('API tokens: password change', (group) => {
  isolated(group)

  test('POST /api/auth/password sets the new password, keeps the current token and revokes the others', async ({
    client,
    assert,
  }) => {
    const { user, phone, laptop } = await phoneAndLaptop()
    const theirs = await tokenOf(await UserFactory.create())

    await expectStatus(
      client
        .post(urlFor('api.auth.password'))
        .bearerToken(phone.value)
        .json({ current_password: PASSWORD, password: 'naya2025ghar' }),
      204
    )

    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(phone.value), 200)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(laptop.value), 401)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(theirs.value), 200)
    const stored = await User.findOrFail(user.id)
    assert.isTrue(await hash.use('argon').verify(stored.password, 'naya2025ghar'))
    await expectStatus(
      client.post(urlFor('api.auth.login')).json({ email: user.email, password: PASSWORD }),
      401
    )
    await expectStatus(
      client.post(urlFor('api.auth.login')).json({ email: user.email, password: 'naya2025ghar' }),
      200
    )
  })

  test('a wrong current password is a field error; nothing changes and no token is revoked', async ({
    client,
    assert,
  }) => {
    const { user, phone, laptop } = await phoneAndLaptop()

    const response = await client
      .post(urlFor('api.auth.password'))
      .bearerToken(phone.value)
      .header('accept-language', 'en-US')
      .json({ current_password: 'wrong123', password: 'naya2025ghar' })
    response.assertStatus(422)
    response.assertBody({
      detail: 'Your current password is not correct',
      errors: [
        {
          field: 'current_password',
          message: 'Your current password is not correct',
          rule: 'mismatch',
        },
      ],
    })
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(laptop.value), 200)
    const stored = await User.findOrFail(user.id)
    assert.isTrue(await hash.use('argon').verify(stored.password, PASSWORD))
  })

  test("the new password follows the rules and messages of 000 §5, in the caller's language", async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const phone = await tokenOf(user)
    const cases: [string, string][] = [
      ['abc12', 'Password must be at least 6 characters long'],
      ['abcdefgh', 'Password must contain at least one letter and one number'],
      [`a1${'x'.repeat(98)}`, 'Password must be less than 100 characters long'],
    ]
    for (const [password, message] of cases) {
      const response = await client
        .post(urlFor('api.auth.password'))
        .bearerToken(phone.value)
        .header('accept-language', 'en-US')
        .json({ current_password: PASSWORD, password })
      response.assertStatus(422)
      assert.containSubset(response.body().errors, [{ field: 'password', message }])
    }
    const missing = await client
      .post(urlFor('api.auth.password'))
      .bearerToken(phone.value)
      .header('accept-language', 'en-US')
      .json({ password: 'naya2025ghar' })
    assert.containSubset(missing.body().errors, [
      { field: 'current_password', message: 'Enter your current password' },
    ])

    const hindi = await client
      .post(urlFor('api.auth.password'))
      .bearerToken(phone.value)
      .header('accept-language', 'hi-IN')
      .json({ current_password: 'wrong123', password: 'naya2025ghar' })
    hindi.assertStatus(422)
    assert.equal(hindi.body().detail, 'आपका मौजूदा पासवर्ड सही नहीं है')
  })
})
