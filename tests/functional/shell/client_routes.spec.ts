import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import { CLIENT_ROUTES_FILE, clientRoutesSource } from '#start/client_routes'

/**
 * The browser builds its links from `.adonisjs/client/routes.ts` (inertia/lib/routes.ts).
 * `node ace serve` and `node ace codegen` rewrite it; a committed copy that no longer
 * matches the router would send links to old addresses, so it fails here.
 */
test.group('Route table of the browser', () => {
  test('matches the routes the server registers (run `node ace codegen` when it does not)', async ({
    assert,
  }) => {
    const committed = await readFile(app.makePath(CLIENT_ROUTES_FILE), 'utf8')
    assert.equal(committed, clientRoutesSource(router.toJSON()))
  })

  test('holds the pages and forms, never the JSON API', async ({ assert }) => {
    const source = clientRoutesSource(router.toJSON())
    assert.include(source, `'properties.show': '/properties/:id',`)
    assert.include(source, `'session.store': '/login',`)
    assert.notInclude(source, `'api.`)
  })
})
