import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import { configProvider } from '@adonisjs/core'
import type { ResolvedSessionConfig } from '@adonisjs/session/types'
import sessionConfig from '#config/session'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { UserFactory, PASSWORD } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'
import { apiToken as tokenOf, formPost, signInForm } from '#tests/helpers/auth'

/**
 * Signs the user in through the sign-in form and returns what the session
 * store then holds: a copy of it is what a stolen or forgotten cookie opens.
 */
async function signIn(client: ApiClient, user: User) {
  const response = await signInForm(client, user)
  response.assertStatus(302)
  return response.session()
}

/** The user the shell sees with this session data, or null. */
async function shellUser(client: ApiClient, session: Awaited<ReturnType<typeof signIn>>) {
  const page = await client.get(urlFor('favorites')).withInertia().withSession(session)
  return (page.inertiaProps.user as { id: number } | null) ?? null
}

test.group('Sessions end when they must (issue 24)', (group) => {
  isolated(group)

  test('a copy of a session taken before "sign out everywhere" opens nothing afterwards', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const laptop = await signIn(client, user)
    const phone = await signIn(client, user)
    const signedIn = await shellUser(client, laptop)
    assert.equal(signedIn?.id, user.id)

    const out = await formPost(client, urlFor('session.destroy_everywhere'))
      .withSession(phone)
      .redirects(0)
    out.assertStatus(302)

    assert.isNull(await shellUser(client, laptop))
    assert.isNull(await shellUser(client, phone))
  })

  test('/api "sign out everywhere" ends the web sessions too', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const laptop = await signIn(client, user)
    const token = await tokenOf(user)
    await expectStatus(client.post(urlFor('api.auth.logout_all')).bearerToken(token), 204)
    assert.isNull(await shellUser(client, laptop))
  })

  test('a password change ends every web session and every other token; the token it was made with stays', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const laptop = await signIn(client, user)
    const current = await tokenOf(user)
    const other = await tokenOf(user)

    await expectStatus(
      client
        .post(urlFor('api.auth.password'))
        .bearerToken(current)
        .json({ current_password: PASSWORD, password: 'newpass2026' }),
      204
    )

    assert.isNull(await shellUser(client, laptop))
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(other), 401)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(current), 200)
  })

  test("an admin's role change ends the account's sessions and tokens; a new sign-in works", async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const user = await UserFactory.create()
    const laptop = await signIn(client, user)
    const token = await tokenOf(user)

    await expectStatus(
      client
        .put(urlFor('api.admin.users.role', { id: user.id }))
        .bearerToken(await tokenOf(admin))
        .json({ role: 'agent' }),
      200
    )

    assert.isNull(await shellUser(client, laptop))
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(token), 401)
    const again = await shellUser(client, await signIn(client, user))
    assert.equal(again?.id, user.id)
  })

  test('a session from before a deletion stays shut after the account is restored', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const adminToken = await tokenOf(admin)
    const user = await UserFactory.create()
    const laptop = await signIn(client, user)

    await expectStatus(
      client.delete(urlFor('api.admin.users.destroy', { id: user.id })).bearerToken(adminToken),
      204
    )
    await expectStatus(
      client.post(urlFor('api.admin.users.restore', { id: user.id })).bearerToken(adminToken),
      200
    )

    assert.isNull(await shellUser(client, laptop))
  })

  test('signing in gives a new session id', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const visit = await client.get(urlFor('home')).withPlainCookie('locale', 'en')
    const before = visit.cookie('dh_session')?.value
    assert.isString(before)

    const response = await signInForm(client, user).withCookie('dh_session', before)
    response.assertStatus(302)
    const after = response.cookie('dh_session')?.value
    assert.isString(after)
    assert.notEqual(after, before)
  })

  test('the database store keeps sessions on the server: the cookie holds only an id', async ({
    assert,
  }) => {
    const config = (await configProvider.resolve<ResolvedSessionConfig>(app, sessionConfig))!
    const instance = config.stores.database(null as any, config)
    await instance.write('revocation-test-session', { auth_web: '1.0' })
    assert.deepEqual(await instance.read('revocation-test-session'), { auth_web: '1.0' })
    const row = await db.from('sessions').where('id', 'revocation-test-session').first()
    assert.isNotNull(row)
    await instance.destroy('revocation-test-session')
    assert.isNull(await instance.read('revocation-test-session'))
  })
})
