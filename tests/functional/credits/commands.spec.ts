import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Property from '#models/property'
import CreditLedgerEntry from '#models/credit_ledger_entry'
import CreditsGrant from '#commands/credits_grant'
import CreditsExpire from '#commands/credits_expire'
import CreditLedger from '#services/credits/credit_ledger'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'

test.group('credits:grant and credits:expire', (group) => {
  isolated(group)
  group.each.setup(() => ace.ui.switchMode('raw'))
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('credits:grant gives credits with a reason and an expiry; the same --reference grants once', async ({
    assert,
  }) => {
    const user = await UserFactory.merge({ email: 'priya@example.in' }).create()
    for (let run = 0; run < 2; run++) {
      const command = await ace.create(CreditsGrant, [
        'Priya@Example.in',
        '5',
        '--reason=promo',
        '--expires-in=90d',
        '--reference=diwali-2026',
      ])
      await command.exec()
      command.assertSucceeded()
    }
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 5)
    const [entry] = await CreditLedgerEntry.query().where('user_id', user.id)
    assert.containSubset(entry.serialize(), {
      delta: 5,
      reason: 'grant',
      purpose: 'promo',
      reference: 'cli:diwali-2026',
    })
    const lot = await db.from('credit_lots').where('user_id', user.id).firstOrFail()
    const expiresAt =
      lot.expires_at instanceof Date
        ? DateTime.fromJSDate(lot.expires_at)
        : DateTime.fromSQL(String(lot.expires_at))
    assert.closeTo(expiresAt.diff(DateTime.now(), 'days').days, 90, 0.01)
  })

  test('credits:grant refuses bad input with messages and grants nothing', async ({ assert }) => {
    await UserFactory.merge({ email: 'priya@example.in' }).create()
    const cases = [
      ['nobody@example.in', '5'],
      ['priya@example.in', '0'],
      ['priya@example.in', '2.5'],
      ['priya@example.in', '5', '--expires-in=soon'],
      ['priya@example.in', '5', '--reason=two words'],
    ]
    for (const argv of cases) {
      const command = await ace.create(CreditsGrant, argv)
      await command.exec()
      command.assertFailed()
    }
    assert.lengthOf(await CreditLedgerEntry.all(), 0)
  })

  test('credits:expire removes expired lots and expires listings past their 30 days; running again changes nothing', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    const ledger = new CreditLedger()
    await ledger.grant(user, 4, { idempotencyKey: 'keep' })
    await ledger.grant(user, 3, {
      reason: 'promo',
      idempotencyKey: 'promo',
      expiresAt: DateTime.now().minus({ hours: 1 }),
    })
    const stale = await PropertyFactory.merge({
      ownerId: user.id,
      expiresAt: DateTime.now().minus({ days: 1 }),
    }).create()
    const fresh = await PropertyFactory.merge({
      ownerId: user.id,
      expiresAt: DateTime.now().plus({ days: 10 }),
    }).create()

    for (let run = 0; run < 2; run++) {
      const command = await ace.create(CreditsExpire, [])
      await command.exec()
      command.assertSucceeded()
      if (run === 0)
        command.assertLog('[ green(success) ] Expired 3 credits of 1 users and 1 listings')
      else command.assertLog('[ green(success) ] Expired 0 credits of 0 users and 0 listings')
    }
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 4)
    assert.equal(await ledger.ledgerSum(user.id), 4)
    const storedProperty = await Property.findOrFail(stale.id)
    assert.equal(storedProperty.listingState, 'expired')
    const freshProperty = await Property.findOrFail(fresh.id)
    assert.equal(freshProperty.listingState, 'active')
  })
})
