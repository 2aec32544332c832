import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'
import { apiToken as tokenOf, formPost } from '#tests/helpers/auth'

test.group('Sign out everywhere in the browser (session)', (group) => {
  isolated(group)

  test('POST /logout-all revokes every /api token of the account and ends this session', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const phone = await tokenOf(user)
    const theirs = await tokenOf(await UserFactory.create())

    const response = await formPost(client, urlFor('session.destroy_everywhere'))
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', urlFor('home'))
    response.assertFlashMessage(
      'success',
      'You have been signed out here and in every app that used your account.'
    )
    assert.notProperty(response.session(), 'auth_web')

    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(phone), 401)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(theirs), 200)
    const after = await client.get(urlFor('home')).withInertia().withSession(response.session())
    assert.isNull(after.inertiaProps.user ?? null)
  })

  test('a forged request (no CSRF token) is refused and revokes nothing', async ({ client }) => {
    const user = await UserFactory.create()
    const phone = await tokenOf(user)
    const response = await client
      .post(urlFor('session.destroy_everywhere'))
      .withPlainCookie('locale', 'en')
      .withInertia()
      .loginAs(user)
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('errorsBag', { E_BAD_CSRF_TOKEN: 'Invalid or expired CSRF token' })
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(phone), 200)
  })
})
