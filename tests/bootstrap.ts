import { assert } from '@japa/assert'
import { apiClient } from '@japa/api-client'
import app from '@adonisjs/core/services/app'
import type { Config } from '@japa/runner/types'
import type { Test } from '@japa/runner/core'
import { pluginAdonisJS } from '@japa/plugin-adonisjs'
import testUtils from '@adonisjs/core/services/test_utils'
import { authApiClient } from '@adonisjs/auth/plugins/api_client'
import { sessionApiClient } from '@adonisjs/session/plugins/api_client'
import { sessionBrowserClient } from '@adonisjs/session/plugins/browser_client'
import { authBrowserClient } from '@adonisjs/auth/plugins/browser_client'
import { inertiaApiClient } from '@adonisjs/inertia/plugins/api_client'
import { shieldApiClient } from '@adonisjs/shield/plugins/api_client'
import { browserClient, decoratorsCollection } from '@japa/browser-client'
import { chromiumLauncher, chromiumPath } from '#tests/helpers/chromium'
import { assertNoCspViolations, cspViolationWatcher } from '#tests/helpers/csp_violations'
import {
  describeOpenPages,
  pageProblemsWatcher,
  takePageProblems,
} from '#tests/helpers/page_problems'

/** Every page of the browser suite is watched for CSP violations; a test with one fails (see the helper). */
decoratorsCollection.register(cspViolationWatcher)
decoratorsCollection.register(pageProblemsWatcher)

/**
 * Plugins for every suite. The browser plugin drives the system Chromium
 * through playwright-core; no browser is ever downloaded.
 */
export const plugins: Config['plugins'] = [
  assert(),
  apiClient(),
  pluginAdonisJS(app),
  sessionApiClient(app),
  authApiClient(app),
  inertiaApiClient(app),
  shieldApiClient(),
  ...(chromiumPath
    ? [
        browserClient({ runInSuites: ['browser'], launcher: chromiumLauncher }),
        sessionBrowserClient(app),
        authBrowserClient(app),
      ]
    : []),
]

/**
 * Runs once: a fresh schema for the whole run, whatever an earlier run left. Without Lucid's advisory lock:
 * MySQL's GET_LOCK is server-wide, so a run on its own test database would
 * otherwise wait for (or fail next to) migrations of any other database.
 */
async function freshSchema() {
  const ace = await app.container.make('ace')
  const run = async (name: string, args: string[]) => {
    const command = await ace.exec(name, args)
    if (command.exitCode) throw command.error ?? new Error(`${name} failed`)
  }
  // A run that was stopped before or during its teardown (Ctrl-C, a killed CI job) left tables,
  // rows and perhaps a half-reverted migration. Dropping every table, rather than reverting the
  // migrations one by one, makes each run start from the same empty schema whatever was left.
  const wipe = async () => {
    await dropSqliteVirtualTables()
    await run('db:wipe', ['--force'])
  }
  await wipe()
  await run('migration:run', ['--compact-output', '--no-schema-generate', '--disable-locks'])
  await seedPropertyTypes()
  return wipe
}

/**
 * SQLite's FTS5 tables go first, taking their shadow tables with them: db:wipe drops every
 * table it lists, a virtual one before its shadows, and then fails on a shadow already gone.
 */
async function dropSqliteVirtualTables() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const connection = db.connection()
  if (connection.dialect.name === 'mysql') return
  const virtual = await connection.rawQuery(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'"
  )
  for (const { name } of virtual) await connection.rawQuery(`DROP TABLE IF EXISTS "${name}"`)
}

/**
 * Property types are master data the listing validator reads (issue 16), as
 * every real database has them from `db:seed`; committed once for the run.
 */
async function seedPropertyTypes() {
  const { default: db } = await import('@adonisjs/lucid/services/db')
  const { PROPERTY_TYPES } = await import('#database/data/master_data')
  const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
  await db
    .table('property_types')
    .multiInsert(
      PROPERTY_TYPES.map((type, index) => ({ ...type, display_order: index + 1, created_at: now }))
    )
}

export const runnerHooks: Required<Pick<Config, 'setup' | 'teardown'>> = {
  setup: [freshSchema],
  teardown: [],
}

export const configureSuite: Config['configureSuite'] = (suite) => {
  if (suite.name === 'browser' && !chromiumPath) {
    // Never silently in CI: .ci/run installs Chromium and sets CI=1.
    if (process.env.CI) throw new Error('Chromium not found; the browser suite cannot run in CI')
    console.warn('Browser suite skipped: no Chromium at /usr/bin/chromium (set CHROMIUM_PATH)')
    suite.onGroup((group) => group.tap((test) => test.skip(true, 'No Chromium on this machine')))
    suite.onTest((test) => test.skip(true, 'No Chromium on this machine'))
    return
  }
  if (suite.name === 'browser') {
    suite.onGroup((group) => group.each.teardown(assertNoCspViolations))
    suite.onTest((test) => test.teardown(assertNoCspViolations))
    suite.onTest((test) => test.setup(() => void takePageProblems()))
    // A failed test prints what its pages showed, before its browser context is closed.
    const reportPages = (test: Test) => {
      test.cleanup(async (hasError) => {
        if (hasError) console.log(await describeOpenPages())
      })
    }
    suite.onGroup((group) => group.each.setup(reportPages))
    suite.onTest((test) => test.setup(reportPages))
  }
  if (['browser', 'functional', 'e2e'].includes(suite.name)) {
    return suite.setup(() => testUtils.httpServer().start())
  }
}
