import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { isolated } from '#tests/helpers/db'
import { finishImports } from '#tests/helpers/bulk'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'

const fixturePath = (name: string) => app.makePath('tests/fixtures/bulk', name)

async function runImport(argv: string[]) {
  const { default: ImportUnits } = await import('#commands/import_units')
  ace.ui.switchMode('raw')
  const command = await ace.create(ImportUnits, argv)
  await command.exec()
  return command
}

async function units(userId: number) {
  const row = await db
    .from('properties')
    .where('owner_id', userId)
    .whereNotNull('venture_id')
    .count('* as n')
    .first()
  return Number(row.n)
}

test.group('node ace import:units', (group) => {
  isolated(group)
  finishImports(group)
  withLocationTree(group)
  // The logs are read in raw mode; the next group gets the normal console back.
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('--dry-run reports what would happen and writes nothing', async ({ assert }) => {
    const { user } = await ownerWithCredits(20)
    const command = await runImport([
      fixturePath('valid_units.xlsx'),
      `--user=${user.email}`,
      '--dry-run',
    ])
    command.assertSucceeded()
    command.assertLog(
      '[ blue(info) ] valid_units.xlsx: 2 venture(s) (2 new), 3 tower(s) (3 new), 12 unit(s) to create, 0 to update, 0 unchanged; 12 credit(s) of 20'
    )
    assert.equal(await units(user.id), 0)
  }).disableTimeout()

  test('imports with the same service, charges once, and succeeds', async ({ assert }) => {
    const { user } = await ownerWithCredits(20)
    const command = await runImport([fixturePath('valid_units.xls'), `--user=${user.email}`])
    command.assertSucceeded()
    assert.isTrue(
      command.logger
        .getLogs()
        .some((log) =>
          log.message.includes(
            'Created 2 venture(s), 3 tower(s), 12 unit(s); updated 0; charged 12 credit(s)'
          )
        )
    )
    assert.equal(await units(user.id), 12)
  }).disableTimeout()

  test('a file with problems, an unknown user, or too few credits exits non-zero', async ({
    assert,
  }) => {
    const { user } = await ownerWithCredits(3)
    const invalid = await runImport([fixturePath('invalid_units.xlsx'), `--user=${user.email}`])
    invalid.assertFailed()
    assert.isTrue(
      invalid.logger
        .getLogs()
        .some((log) => log.message.includes('Row 4, Price: must be a number greater than 0'))
    )
    const result = await runImport([fixturePath('valid_units.xlsx'), '--user=nobody@example.com'])
    result.assertFailed()
    const poor = await runImport([fixturePath('valid_units.xlsx'), `--user=${user.email}`])
    poor.assertFailed()
    assert.isTrue(
      poor.logger
        .getLogs()
        .some((log) => log.message.includes('Insufficient credits! Please purchase more credits.'))
    )
    assert.equal(await units(user.id), 0)
  }).disableTimeout()
})
