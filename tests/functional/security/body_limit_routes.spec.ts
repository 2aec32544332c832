import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import { BODY_LIMITS, UPLOAD_LIMITS } from '#config/bodyparser'

test.group('Request bodies: the caps name real routes', () => {
  test('the routes that read multipart are exactly those with an upload limit; every body cap names a route', async ({
    assert,
  }) => {
    const routes = Object.values(router.toJSON()).flat()
    const reads = routes.filter((route) =>
      [...route.middleware.all()].some(
        (middleware) => (middleware as { name?: string }).name === 'multipart'
      )
    )
    assert.sameMembers(
      reads.map((route) => route.pattern),
      Object.keys(UPLOAD_LIMITS)
    )
    const writes = new Set(
      routes
        .filter((route) =>
          route.methods.some((method) => ['POST', 'PUT', 'PATCH'].includes(method))
        )
        .map((route) => route.pattern)
    )
    for (const pattern of Object.keys(BODY_LIMITS.routes))
      assert.isTrue(writes.has(pattern), `${pattern} is no route`)
  })
})
