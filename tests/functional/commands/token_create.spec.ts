import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'

/** What the command printed, line by line (raw mode). */
function lines(command: { ui: { logger: { getLogs(): { message: string }[] } } }) {
  return command.ui.logger.getLogs().map((log) => log.message)
}

test.group('node ace token:create', (group) => {
  isolated(group)
  group.each.setup(() => ace.ui.switchMode('raw'))
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('prints a working token once, on its own last line, with just the abilities asked', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const command = await ace.exec('token:create', [
      `--user=${user.email}`,
      '--name=CI import',
      '--abilities=read, import',
      '--expires-in=30',
    ])
    command.assertSucceeded()
    const printed = lines(command)
    const token = printed.at(-1)!
    assert.match(token, /^dh_\S+$/)
    assert.include(printed.at(-2)!, 'read, import')

    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(token), 200)
    const refused = await client
      .post(urlFor('api.favorites.store'))
      .bearerToken(token)
      .header('accept-language', 'en-US')
      .json({ property_id: 1 })
    refused.assertStatus(403)
    refused.assertBody({ detail: 'This token lacks the ‘listings’ ability.' })
    const [stored] = await User.accessTokens.all(user)
    assert.equal(stored.name, 'CI import')
    assert.deepEqual(stored.abilities, ['read', 'import'])
    assert.closeTo((stored.expiresAt!.getTime() - Date.now()) / 86_400_000, 30, 0.01)
  })

  test('refuses admin for a non-admin, unknown abilities, an unknown user; makes nothing', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const admin = await ace.exec('token:create', [
      `--user=${user.email}`,
      '--name=ops',
      '--abilities=admin',
    ])
    admin.assertFailed()
    admin.assertLog('[ red(error) ] You cannot give a token the ‘admin’ ability.')
    const unknown = await ace.exec('token:create', [
      `--user=${user.email}`,
      '--name=ops',
      '--abilities=write',
    ])
    unknown.assertFailed()
    const nobody = await ace.exec('token:create', [
      '--user=nobody@example.com',
      '--name=ops',
      '--abilities=read',
    ])
    nobody.assertFailed()
    nobody.assertLog('[ red(error) ] no user with e-mail nobody@example.com')
    assert.lengthOf(await User.accessTokens.all(user), 0)
  })
})
