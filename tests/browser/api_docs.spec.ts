import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { blockingViolationsAtWidths } from '#tests/helpers/axe'

/**
 * GET /api/docs (issue 26), a page for developers: no serious or critical axe
 * violation at 1280 and 360 px. That it renders within the CSP from our own
 * origin is in content_security_policy.spec.ts.
 */
test.group('API docs page', () => {
  test('has no serious or critical axe violation at 1280 and 360 px', async ({ visit, assert }) => {
    const page = await visit(urlFor('api.docs'))
    await page.waitForSelector('.opblock', { timeout: 20_000 })
    const found = await blockingViolationsAtWidths(page, { widths: [1280, 360] })
    assert.deepEqual(found, [])
  }).timeout(60_000)
})
