import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { isolated } from '#tests/helpers/db'
import { countOf, creditsOf, finishImports } from '#tests/helpers/bulk'
import importJobs from '#services/bulk/import_jobs'
import { cliHomes, runCli } from '#tests/helpers/cli'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'

const fixture = (name: string) => app.makePath('tests/fixtures/bulk', name)

/** The live units of the user's ventures (an undo deletes them). */
function unitsOf(userId: number) {
  return countOf(
    db
      .from('properties')
      .where('owner_id', userId)
      .whereNotNull('venture_id')
      .whereNull('deleted_at')
  )
}

test.group('dreamhomes CLI: import and imports', (group) => {
  isolated(group)
  finishImports(group)
  withLocationTree(group)
  const home = cliHomes(group)

  test('--dry-run shows the preview and the credits it would charge, and writes nothing', async ({
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(20)
    const env = { DREAMHOMES_TOKEN: token }
    const run = await runCli(home(), ['import', fixture('valid_units.xlsx'), '--dry-run'], { env })
    assert.equal(run.code, 0, run.stderr)
    assert.include(run.stdout, 'credits_required: 12')
    assert.include(run.stdout, 'credits_available: 20')
    assert.include(run.stdout, 'units_to_create: 12')
    assert.match(run.stdout, /Venture_Name\s+Tower_Name\s+Unit_ID/)
    assert.match(run.stdout, /Skyline Residency\s+Tower A\s+A-101/)
    assert.include(run.stdout, 'Dry run: nothing imported; importing would charge 12 credit(s).')

    const json = await runCli(
      home(),
      ['import', fixture('valid_units.xlsx'), '--dry-run', '--json'],
      {
        env,
      }
    )
    assert.equal(json.code, 0, json.stderr)
    const body = JSON.parse(json.stdout)
    assert.equal(body.preview.credits_required, 12)
    assert.isNull(body.import)
    assert.equal(await unitsOf(user.id), 0)
    assert.equal(await creditsOf(user.id), 20)
  })

  test('an import processes with a progress bar, charges its credits and reports', async ({
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(20)
    const env = { DREAMHOMES_TOKEN: token }
    const run = await runCli(home(), ['import', fixture('valid_units.xls'), '--yes'], { env })
    assert.equal(run.code, 0, run.stderr)
    assert.include(run.stderr, 'Processing 100%')
    assert.include(run.stdout, 'state: completed')
    assert.include(run.stdout, 'Imported: 12 unit(s) created, 12 credit(s) charged.')
    assert.equal(await unitsOf(user.id), 12)
    assert.equal(await creditsOf(user.id), 8)

    const balance = await runCli(home(), ['credits', 'balance', '--json'], { env })
    assert.equal(JSON.parse(balance.stdout).credits, 8)
  })

  test('an import that outlives the answer (202) is followed to its end', async ({
    assert,
    cleanup,
  }) => {
    // The server answers at once, as it does for a file that takes longer than BULK_PROCESS_WAIT_MS.
    const waitFor = importJobs.waitFor
    importJobs.waitFor = async () => {}
    cleanup(() => {
      importJobs.waitFor = waitFor
    })
    const { user, token } = await ownerWithCredits(20)
    const run = await runCli(home(), ['import', fixture('valid_units.xlsx'), '--yes'], {
      env: { DREAMHOMES_TOKEN: token },
    })
    assert.equal(run.code, 0, run.stderr)
    const progress = run.stderr.split('\n').filter((line) => line.startsWith('Processing '))
    assert.isAbove(progress.length, 1)
    assert.equal(progress.at(-1), 'Processing 100%')
    assert.equal(await unitsOf(user.id), 12)
  })

  test('--json of an import is the preview and the finished import', async ({ assert }) => {
    const { token } = await ownerWithCredits(20)
    const env = { DREAMHOMES_TOKEN: token }
    const run = await runCli(home(), ['import', fixture('valid_units.xlsx'), '--yes', '--json'], {
      env,
    })
    assert.equal(run.code, 0, run.stderr)
    const body = JSON.parse(run.stdout)
    assert.equal(body.preview.units_to_create, 12)
    assert.equal(body.import.state, 'completed')
    assert.equal(body.import.credits_charged, 12)
  })

  test('a file with problems is exit 1 with the spec messages per row', async ({ assert }) => {
    const { user, token } = await ownerWithCredits(20)
    const run = await runCli(home(), ['import', fixture('invalid_units.xlsx'), '--yes'], {
      env: { DREAMHOMES_TOKEN: token },
    })
    assert.equal(run.code, 1)
    assert.include(run.stdout, 'Row 4, Price: must be a number greater than 0')
    assert.include(run.stderr, 'The file has 8 problem(s).')
    assert.include(run.stderr, 'Fix the rows listed above')
    assert.equal(await unitsOf(user.id), 0)
  })

  test('too few credits is exit 1 with the spec message and where to buy', async ({ assert }) => {
    const { user, token } = await ownerWithCredits(3)
    const run = await runCli(home(), ['import', fixture('valid_units.xlsx'), '--yes'], {
      env: { DREAMHOMES_TOKEN: token },
    })
    assert.equal(run.code, 1)
    assert.include(run.stderr, 'Insufficient credits! Please purchase more credits.')
    assert.include(run.stderr, '/credits')
    assert.equal(await creditsOf(user.id), 3)
  })

  test('without a terminal an import needs --yes (exit 2); a missing file is exit 2', async ({
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(20)
    const env = { DREAMHOMES_TOKEN: token }
    const unconfirmed = await runCli(home(), ['import', fixture('valid_units.xlsx')], { env })
    assert.equal(unconfirmed.code, 2)
    assert.include(unconfirmed.stderr, 'add --yes')
    const missing = await runCli(home(), ['import', fixture('no_such_file.xlsx'), '--yes'], { env })
    assert.equal(missing.code, 2)
    assert.equal(await unitsOf(user.id), 0)
  })

  test('a file over the body cap is exit 1 and says to keep it under 10 MB', async ({ assert }) => {
    const { user, token } = await ownerWithCredits(20)
    const big = join(home(), 'big.xlsx')
    await writeFile(big, Buffer.alloc(13 * 1024 * 1024, 1))
    const run = await runCli(home(), ['import', big, '--yes'], { env: { DREAMHOMES_TOKEN: token } })
    assert.equal(run.code, 1)
    assert.include(run.stderr, 'The file is too large: keep it under 10 MB')
    assert.equal(await unitsOf(user.id), 0)
  })

  test('imports list, show and undo', async ({ assert }) => {
    const { user, token } = await ownerWithCredits(20)
    const env = { DREAMHOMES_TOKEN: token }
    await runCli(home(), ['import', fixture('valid_units.xlsx'), '--yes'], { env })
    const [job] = await db.from('bulk_imports').where('user_id', user.id)

    const list = await runCli(home(), ['imports', 'list'], { env })
    assert.equal(list.code, 0, list.stderr)
    assert.match(list.stdout, /id\s+state\s+file_name/)
    assert.match(list.stdout, new RegExp(`${job.id}\\s+completed\\s+valid_units.xlsx`))

    const show = await runCli(home(), ['imports', 'show', String(job.id), '--json'], { env })
    assert.equal(JSON.parse(show.stdout).created_units, 12)

    const undo = await runCli(home(), ['imports', 'undo', String(job.id)], { env })
    assert.equal(undo.code, 0, undo.stderr)
    assert.include(undo.stdout, 'state: undone')
    assert.equal(await unitsOf(user.id), 0)

    const again = await runCli(home(), ['imports', 'undo', String(job.id)], { env })
    assert.equal(again.code, 1)
    const badId = await runCli(home(), ['imports', 'show', 'abc'], { env })
    assert.equal(badId.code, 2)
    assert.include(badId.stderr, 'id: must be integer')
  })
})
