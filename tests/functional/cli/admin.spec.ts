import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import User from '#models/user'
import Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { adminToken } from '#tests/helpers/admin'
import { apiToken } from '#tests/helpers/auth'
import { tokenWith } from '#tests/helpers/tokens'
import { cliHomes, runCli } from '#tests/helpers/cli'

/** The credit grant of the issue, as support staff type it. */
const grantArgs = (email: string) => [
  'credits',
  'grant',
  email,
  '25',
  '--reason',
  'Diwali goodwill',
]

test.group('dreamhomes CLI: credits grant, listings expire (admin)', (group) => {
  isolated(group)
  const home = cliHomes(group)

  test('an admin grants credits; the report names the account and its balance', async ({
    assert,
  }) => {
    const { token } = await adminToken()
    const user = await UserFactory.merge({ credits: 0 }).create()
    const run = await runCli(home(), grantArgs(user.email), { env: { DREAMHOMES_TOKEN: token } })
    assert.equal(run.code, 0, run.stderr)
    assert.include(run.stdout, `user.email: ${user.email}`)
    assert.include(run.stdout, 'balance: 25')
    assert.include(run.stdout, `Granted 25 credit(s) to ${user.email}.`)
    const stored = await User.findOrFail(user.id)
    assert.equal(stored.credits, 25)

    const json = await runCli(home(), [...grantArgs(user.email), '--json'], {
      env: { DREAMHOMES_TOKEN: token },
    })
    assert.deepInclude(JSON.parse(json.stdout), { amount: 25, balance: 50 })
  })

  test('the same grant by a non-admin is exit 4 with what to do; nothing is granted', async ({
    assert,
  }) => {
    const customer = await UserFactory.create()
    const user = await UserFactory.merge({ credits: 0 }).create()
    const run = await runCli(home(), grantArgs(user.email), {
      env: { DREAMHOMES_TOKEN: await apiToken(customer) },
    })
    assert.equal(run.code, 4)
    assert.include(run.stderr, 'You do not have permission to do this.')
    assert.include(run.stderr, 'use an admin account, or a token with the ability named above')
    const stored = await User.findOrFail(user.id)
    assert.equal(stored.credits, 0)
  })

  test("an admin's token without 'admin' is exit 4 naming the ability", async ({ assert }) => {
    const admin = await UserFactory.apply('admin').create()
    const { value } = await tokenWith(admin, ['read', 'import'])
    const run = await runCli(home(), grantArgs(admin.email), { env: { DREAMHOMES_TOKEN: value } })
    assert.equal(run.code, 4)
    assert.include(run.stderr, 'This token lacks the ‘admin’ ability.')
    assert.include(run.stderr, '`dreamhomes tokens create <name> --abilities admin`')
  })

  test("a grant is checked against the document's schema before it is sent (exit 2)", async ({
    assert,
  }) => {
    const { token } = await adminToken()
    const env = { DREAMHOMES_TOKEN: token }
    const user = await UserFactory.create()
    const amount = await runCli(
      home(),
      ['credits', 'grant', user.email, 'lots', '--reason', 'x1'],
      {
        env,
      }
    )
    assert.equal(amount.code, 2)
    assert.include(amount.stderr, 'amount: must be integer')
    const reason = await runCli(home(), ['credits', 'grant', user.email, '5', '--reason', 'no'], {
      env,
    })
    assert.equal(reason.code, 2)
    assert.include(reason.stderr, 'reason: must NOT have fewer than 3 characters')
    const noReason = await runCli(home(), ['credits', 'grant', user.email, '5'], { env })
    assert.equal(noReason.code, 2)
  })

  test('listings expire --dry-run lists what would expire and changes nothing', async ({
    assert,
  }) => {
    const { token } = await adminToken()
    const owner = await UserFactory.create()
    const due = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Due flat in Kondapur',
      expiresAt: DateTime.now().minus({ hours: 2 }),
    }).create()
    const env = { DREAMHOMES_TOKEN: token }

    const dry = await runCli(home(), ['listings', 'expire', '--dry-run'], { env })
    assert.equal(dry.code, 0, dry.stderr)
    assert.match(dry.stdout, /id\s+title\s+expires_at/)
    assert.match(dry.stdout, new RegExp(`${due.id}\\s+Due flat in Kondapur`))
    assert.include(dry.stdout, 'Dry run: 1 listing(s) would expire.')
    const unchanged = await Property.findOrFail(due.id)
    assert.equal(unchanged.listingState, due.listingState)

    const run = await runCli(home(), ['listings', 'expire', '--json'], { env })
    assert.equal(run.code, 0, run.stderr)
    assert.deepInclude(JSON.parse(run.stdout), { dry_run: false, count: 1 })
    const expired = await Property.findOrFail(due.id)
    assert.equal(expired.listingState, 'expired')
  })
})

test.group('dreamhomes CLI: tokens', (group) => {
  isolated(group)
  const home = cliHomes(group)

  test('create (shown once), list, revoke; an upload-only token cannot read the wallet', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const env = { DREAMHOMES_TOKEN: await apiToken(user) }
    const created = await runCli(
      home(),
      [
        'tokens',
        'create',
        'agency uploads',
        '--abilities',
        'import',
        '--expires-in',
        '30',
        '--json',
      ],
      { env }
    )
    assert.equal(created.code, 0, created.stderr)
    const token = JSON.parse(created.stdout)
    assert.match(token.token, /^dh_/)
    assert.deepEqual(token.abilities, ['import'])
    assert.include(created.stderr, 'Copy the token now: it is not shown again.')

    const list = await runCli(home(), ['tokens', 'list'], { env })
    assert.match(list.stdout, new RegExp(`${token.id}\\s+agency uploads\\s+import`))

    const wallet = await runCli(home(), ['credits', 'balance'], {
      env: { DREAMHOMES_TOKEN: token.token },
    })
    assert.equal(wallet.code, 4)
    assert.include(wallet.stderr, '‘read’')

    const revoked = await runCli(home(), ['tokens', 'revoke', String(token.id)], { env })
    assert.equal(revoked.code, 0, revoked.stderr)
    assert.include(revoked.stdout, `Token ${token.id} revoked.`)
    const rows = await db.from('auth_access_tokens').where('id', token.id)
    assert.lengthOf(rows, 0)
  })

  test('abilities are checked against the document before sending (exit 2)', async ({ assert }) => {
    const user = await UserFactory.create()
    const run = await runCli(home(), ['tokens', 'create', 'x', '--abilities', 'everything'], {
      env: { DREAMHOMES_TOKEN: await apiToken(user) },
    })
    assert.equal(run.code, 2)
    assert.include(run.stderr, 'abilities.0: must be equal to one of the allowed values')
  })
})
