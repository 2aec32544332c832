import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { AxeBuilder } from '@axe-core/playwright'

/**
 * GET /api/docs (issue 26), a page for developers: no serious or critical axe
 * violation at 1280 and 360 px. That it renders within the CSP from our own
 * origin is in content_security_policy.spec.ts.
 */
test.group('API docs page', () => {
  test('has no serious or critical axe violation at 1280 and 360 px', async ({ visit, assert }) => {
    const page = await visit(urlFor('api.docs'))
    await page.waitForSelector('.opblock', { timeout: 20_000 })
    const found: string[] = []
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 })
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      for (const violation of violations.filter((v) =>
        ['serious', 'critical'].includes(v.impact ?? '')
      ))
        found.push(
          `${width}px: ${violation.id} (${violation.nodes.length}) at ${violation.nodes[0].target.join(' ')}`
        )
    }
    assert.deepEqual(found, [])
  }).timeout(60_000)
})
