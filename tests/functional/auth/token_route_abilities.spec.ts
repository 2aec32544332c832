import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { apiRoutes } from '#services/openapi/api_routes'
import { TOKEN_ABILITIES } from '#rules/token_abilities'
import { apiDocument } from '#services/openapi/api_document'

const NEEDS = [...TOKEN_ABILITIES, 'any']

/** The signed-in /api routes, one per method, with what their `ability` middleware declare. */
const signedInRoutes = () => apiRoutes(router).filter((route) => route.signedIn)

test.group('Token abilities on every /api route', () => {
  test('every signed-in /api route declares exactly one ability (or any)', ({ assert }) => {
    const routes = signedInRoutes()
    assert.isAbove(routes.length, 60)
    for (const route of routes) {
      assert.lengthOf(route.abilities ?? [], 1, `${route.name} declares ${route.abilities}`)
      assert.include(NEEDS, route.abilities![0], route.name)
    }
  })

  test('no route checks an ability without being signed in', ({ assert }) => {
    const loose = apiRoutes(router).filter((route) => !route.signedIn && route.abilities?.length)
    assert.deepEqual(
      loose.map((route) => route.name),
      []
    )
  })

  test('GETs need read (or admin under /api/admin); bulk-upload writes need import; admin routes need admin', ({
    assert,
  }) => {
    for (const route of signedInRoutes()) {
      const [needs] = route.abilities!
      if (route.pattern.startsWith('/api/admin/')) assert.equal(needs, 'admin', route.name)
      else if (route.method === 'get') assert.equal(needs, 'read', route.name)
      else if (route.pattern.startsWith('/api/bulk-upload/'))
        assert.equal(needs, 'import', route.name)
      else assert.include(['listings', 'read', 'any'], needs, route.name)
    }
  })

  test('the writes that need no more than read or any are the account and token calls', ({
    assert,
  }) => {
    const light = signedInRoutes()
      .filter((route) => route.method !== 'get' && ['read', 'any'].includes(route.abilities![0]))
      .map((route) => `${route.name} ${route.abilities![0]}`)
    assert.sameMembers(light, [
      'api.auth.logout any',
      'api.auth.logout_all any',
      'api.auth.password any',
      'api.auth.tokens.store read',
      'api.auth.tokens.destroy read',
      'api.notifications.read read',
    ])
  })

  test("the OpenAPI document names each operation's ability in its security, with a 403", ({
    assert,
  }) => {
    const paths = apiDocument().paths as Record<string, Record<string, any>>
    const security = (path: string, method: string) => paths[path][method].security
    assert.deepEqual(security('/api/bulk-upload/preview', 'post'), [{ bearer: ['import'] }])
    assert.deepEqual(security('/api/auth/tokens', 'get'), [{ bearer: ['read'] }])
    assert.deepEqual(security('/api/admin/credits/grants', 'post'), [{ bearer: ['admin'] }])
    assert.deepEqual(security('/api/auth/logout', 'post'), [{ bearer: [] }])
    assert.property(paths['/api/favorites']['post'].responses, '403')
  })
})
