import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { pageForm } from '#tests/helpers/page_forms'
import { tokenWith } from '#tests/helpers/tokens'

test.group('The API tokens page (/account/tokens)', (group) => {
  isolated(group)

  test('lists the account’s tokens and offers only the abilities the role allows', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await tokenWith(user, ['read', 'import'])
    const page = await client.get(urlFor('account.tokens')).loginAs(user).withInertia()
    page.assertInertiaComponent('account/tokens')
    assert.deepEqual(page.inertiaProps.abilities, ['read', 'listings', 'import'])
    assert.containSubset(page.inertiaProps.tokens, [{ abilities: ['read', 'import'] }])
    assert.isNull(page.inertiaProps.created)

    const admin = await UserFactory.apply('admin').create()
    const adminPage = await client.get(urlFor('account.tokens')).loginAs(admin).withInertia()
    assert.deepEqual(adminPage.inertiaProps.abilities, ['read', 'listings', 'import', 'admin'])
  })

  test('a new token is flashed to the next view only; the admin ability is refused to a customer', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const refused = await pageForm(client, 'post', urlFor('account.tokens.store'), user).json({
      name: 'ops',
      abilities: ['admin'],
    })
    refused.assertStatus(302)
    assert.deepEqual(
      (refused.flashMessages().inputErrorsBag as Record<string, string[]>).abilities,
      ['You cannot give a token the ‘admin’ ability.']
    )
    assert.lengthOf(await User.accessTokens.all(user), 0)

    const made = await pageForm(client, 'post', urlFor('account.tokens.store'), user).json({
      name: 'laptop',
      abilities: ['read'],
      expires_in_days: 30,
    })
    made.assertStatus(302)
    made.assertFlashMessage('success', 'Token created.')
    const created = made.flashMessages().created_token as { name: string; token: string }
    assert.equal(created.name, 'laptop')
    assert.match(created.token, /^dh_/)
    const [stored] = await User.accessTokens.all(user)
    assert.deepEqual(stored.abilities, ['read'])
  })

  test('revoke removes one own token; someone else’s is not found', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const mine = await tokenWith(user, ['read'])
    const theirs = await tokenWith(await UserFactory.create(), ['read'])
    const gone = await pageForm(
      client,
      'delete',
      urlFor('account.tokens.destroy', { id: mine.id }),
      user
    )
    gone.assertStatus(302)
    assert.lengthOf(await User.accessTokens.all(user), 0)
    const other = await pageForm(
      client,
      'delete',
      urlFor('account.tokens.destroy', { id: theirs.id }),
      user
    )
    other.assertStatus(404)
  })

  test('signed out: the page asks to log in and a new token is refused', async ({
    client,
    assert,
  }) => {
    const page = await client.get(urlFor('account.tokens')).withInertia()
    page.assertStatus(401)
    page.assertInertiaPropsContains({ message: 'pages.gate.tokens_login' })
    const write = await client
      .post(urlFor('account.tokens.store'))
      .withCsrfToken()
      .json({ name: 'x', abilities: ['read'] })
      .redirects(0)
    write.assertStatus(302)
    assert.notEqual(write.header('location'), urlFor('account.tokens'))
    assert.equal(
      await db
        .from('auth_access_tokens')
        .count('* as n')
        .first()
        .then((r) => Number(r.n)),
      0
    )
  })
})
