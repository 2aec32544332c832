import { stat, readFile, writeFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { isolated } from '#tests/helpers/db'
import { cliHomes, runCli, serverUrl, storedConfig } from '#tests/helpers/cli'
import { UserFactory, PASSWORD } from '#database/factories/user_factory'
import { CONTRACT_VERSION } from '#services/openapi/build_document'

/** `dreamhomes login` as a script runs it: e-mail by flag, password on stdin. */
function login(home: string, email: string, password = PASSWORD, env = {}) {
  return runCli(home, ['login', '--email', email, '--password-stdin'], {
    input: `${password}\n`,
    env,
  })
}

test.group('dreamhomes CLI: login, whoami, logout', (group) => {
  isolated(group)
  const home = cliHomes(group)

  test('login keeps the token for the server in a 0600 config; whoami shows the account', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ name: 'Priya Sharma' }).create()
    const signedIn = await login(home(), user.email)
    assert.equal(signedIn.code, 0, signedIn.stderr)
    assert.include(signedIn.stdout, `Signed in to ${serverUrl()} as Priya Sharma (${user.email}).`)

    const file = join(home(), '.config', 'dreamhomes', 'config.json')
    const { mode } = await stat(file)
    assert.equal(mode & 0o777, 0o600)
    const folder = await stat(join(home(), '.config', 'dreamhomes'))
    assert.equal(folder.mode & 0o777, 0o700)
    const config = await storedConfig(home())
    assert.equal(config.url, serverUrl())
    assert.match(config.servers[serverUrl()].token, /^dh_/)

    const whoami = await runCli(home(), ['whoami'])
    assert.equal(whoami.code, 0, whoami.stderr)
    assert.include(whoami.stdout, `email: ${user.email}`)
    assert.include(whoami.stdout, 'name: Priya Sharma')
  })

  test('--json prints only the answer of the document on stdout', async ({ assert }) => {
    const user = await UserFactory.create()
    await login(home(), user.email)
    const whoami = await runCli(home(), ['whoami', '--json'])
    assert.equal(whoami.code, 0, whoami.stderr)
    const body = JSON.parse(whoami.stdout)
    assert.equal(body.id, user.id)
    assert.equal(body.email, user.email)
  })

  test('XDG_CONFIG_HOME moves the config folder', async ({ assert }) => {
    const user = await UserFactory.create()
    const xdg = join(home(), 'xdg')
    const signedIn = await login(home(), user.email, PASSWORD, { XDG_CONFIG_HOME: xdg })
    assert.equal(signedIn.code, 0, signedIn.stderr)
    const config = await storedConfig(home(), xdg)
    assert.property(config.servers, serverUrl())
  })

  test('a wrong password is exit 3 and says to check the e-mail and password', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const refused = await login(home(), user.email, 'not-the-password-1')
    assert.equal(refused.code, 3)
    assert.include(refused.stderr, 'Check the e-mail and password')
  })

  test('logout revokes the token on the server and forgets it', async ({ assert }) => {
    const user = await UserFactory.create()
    await login(home(), user.email)
    const { servers } = await storedConfig(home())
    const token = servers[serverUrl()].token

    const out = await runCli(home(), ['logout'])
    assert.equal(out.code, 0, out.stderr)
    assert.include(out.stdout, `Signed out of ${serverUrl()}.`)
    const after = await storedConfig(home())
    assert.notProperty(after.servers, serverUrl())
    const tokens = await db.from('auth_access_tokens').where('tokenable_id', user.id)
    assert.lengthOf(tokens, 0)
    // The old token is refused too (as DREAMHOMES_TOKEN).
    const withOld = await runCli(home(), ['whoami'], { env: { DREAMHOMES_TOKEN: token } })
    assert.equal(withOld.code, 3)
  })

  test('an expired token is exit 3 and says to sign in again', async ({ assert }) => {
    const user = await UserFactory.create()
    await login(home(), user.email)
    // Written as the token provider writes it (a Date: a number on SQLite, a DATETIME on MySQL).
    await db
      .from('auth_access_tokens')
      .where('tokenable_id', user.id)
      .update({ expires_at: new Date(Date.now() - 60_000) })

    const whoami = await runCli(home(), ['whoami'])
    assert.equal(whoami.code, 3)
    assert.include(whoami.stderr, 'has expired or was revoked: run `dreamhomes login`')
  })

  test('without a sign-in: exit 3 naming the login command', async ({ assert }) => {
    const whoami = await runCli(home(), ['whoami'])
    assert.equal(whoami.code, 3)
    assert.include(whoami.stderr, `Not signed in to ${serverUrl()}.`)
    assert.include(whoami.stderr, `dreamhomes login --url ${serverUrl()}`)
  })

  test('a server that cannot be reached, or is not DreamHomes, is exit 5', async ({ assert }) => {
    const down = await runCli(home(), ['whoami', '--url', 'http://127.0.0.1:9'])
    assert.equal(down.code, 5)
    assert.include(down.stderr, 'Could not reach http://127.0.0.1:9.')
    assert.include(down.stderr, 'Check the address (--url or DREAMHOMES_URL)')

    const elsewhere = await runCli(home(), ['whoami', '--url', `${serverUrl()}/no-api-here`])
    assert.equal(elsewhere.code, 5)
    assert.include(elsewhere.stderr, 'does not answer like a DreamHomes server')
  })

  test('usage errors are exit 2 with the way to the help', async ({ assert }) => {
    const unknown = await runCli(home(), ['frobnicate'])
    assert.equal(unknown.code, 2)
    assert.include(unknown.stderr, 'dreamhomes --help')
    const language = await runCli(home(), ['whoami', '--lang', 'fr'])
    assert.equal(language.code, 2)
    const noPassword = await runCli(home(), ['login', '--email', 'a@example.com'])
    assert.equal(noPassword.code, 2)
    assert.include(noPassword.stderr, '--password-stdin')
  })

  test('--lang hi answers in Hindi, the server included', async ({ assert }) => {
    const user = await UserFactory.create()
    const refused = await runCli(home(), ['login', '--email', user.email, '--password-stdin'], {
      input: 'wrong-password-9\n',
      env: { LANG: 'C.UTF-8' },
    })
    const hindi = await runCli(
      home(),
      ['--lang', 'hi', 'login', '--email', user.email, '--password-stdin'],
      { input: 'wrong-password-9\n' }
    )
    assert.equal(hindi.code, 3)
    assert.include(hindi.stderr, 'त्रुटि:')
    assert.include(hindi.stderr, 'ई-मेल और पासवर्ड')
    assert.notEqual(hindi.stderr.split('\n')[0], refused.stderr.split('\n')[0])
  })

  test('routes come from the cached document of the server and its version', async ({ assert }) => {
    const user = await UserFactory.create()
    await login(home(), user.email)
    const folder = join(home(), '.config', 'dreamhomes', 'cache')
    const [server] = await readdir(folder)
    const files = await readdir(join(folder, server))
    assert.includeMembers(files, ['index.json', `openapi-${CONTRACT_VERSION}.json`])

    // The client calls `api.auth.me` where the cached document puts it.
    const file = join(folder, server, `openapi-${CONTRACT_VERSION}.json`)
    const document = JSON.parse(await readFile(file, 'utf8'))
    document.paths['/api/moved/me'] = document.paths['/api/auth/me']
    delete document.paths['/api/auth/me']
    await writeFile(file, JSON.stringify(document))
    const whoami = await runCli(home(), ['whoami'])
    assert.equal(whoami.code, 1)
    assert.include(whoami.stderr, 'Check the id')
  })
})
