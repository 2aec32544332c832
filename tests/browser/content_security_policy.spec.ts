import { test } from '@japa/runner'
import { isolated } from '#tests/helpers/db'
import { hydrated } from '#tests/helpers/browser'
import { takeCspViolations } from '#tests/helpers/csp_violations'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { apiDocument } from '#services/openapi/api_document'

/**
 * The browser suite runs with the CSP on, and every test fails on a violation
 * (tests/helpers/csp_violations.ts, wired in tests/bootstrap.ts). These tests
 * show that the watcher sees what it must.
 */
test.group('Content-Security-Policy in the browser', (group) => {
  isolated(group)

  test('pages hydrate under the CSP: their scripts carry the nonce of the header', async ({
    visit,
    assert,
  }) => {
    const page = await visit('/')
    const response = await page.reload()
    await hydrated(page)
    const policy = response!.headers()['content-security-policy']
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1]
    assert.isString(nonce)
    // Browsers hide the nonce attribute from the DOM; its property still holds it.
    const nonces: string[] = await page.evaluate(
      `[...document.querySelectorAll('head script[type=module]')].map((script) => script.nonce)`
    )
    assert.isAbove(nonces.length, 0)
    assert.deepEqual([...new Set(nonces)], [nonce])
    assert.deepEqual(takeCspViolations(), [])
  })

  test('an inline script without the nonce is blocked, seen by the watcher and reported to /csp-report', async ({
    visit,
    assert,
  }) => {
    const page = await hydrated(await visit('/'))
    assert.deepEqual(takeCspViolations(), [])

    const report = page.waitForRequest(
      (request) => request.url().endsWith('/csp-report') && request.method() === 'POST'
    )
    await page.evaluate(`{
      const script = document.createElement('script')
      script.textContent = 'window.injectedRan = true'
      document.body.appendChild(script)
    }`)

    assert.isUndefined(await page.evaluate('window.injectedRan'))
    const result = await report
    const sent = result.postDataJSON()['csp-report']
    assert.match(sent['violated-directive'] ?? sent['effective-directive'], /^script-src/)
    await page.waitForTimeout(100)
    const seen = takeCspViolations()
    assert.isTrue(
      seen.some(
        (line) => line.includes('[securitypolicyviolation]') && line.includes('script-src')
      ),
      seen.join('\n')
    )
    assert.isTrue(
      seen.some(
        (line) => !line.includes('[securitypolicyviolation]') && line.includes('inline script')
      ),
      seen.join('\n')
    )
  })

  test('the API docs (/api/docs) render every operation from our own origin, within the CSP', async ({
    visit,
    assert,
  }) => {
    const elsewhere: string[] = []
    const page = await visit(urlFor('api.docs'))
    const origin = new URL(page.url()).origin
    page.on('request', (request) => {
      if (!request.url().startsWith(origin) && !request.url().startsWith('data:'))
        elsewhere.push(request.url())
    })
    await page.reload()
    await page.waitForSelector('.opblock', { timeout: 20_000 })
    const operations = Object.values(apiDocument().paths).flatMap((path) => Object.keys(path))
    assert.equal(await page.locator('.opblock').count(), operations.length)
    await page.locator('.opblock-summary-control').first().click()
    await page.getByText('Example Value').first().waitFor()
    assert.deepEqual(elsewhere, [])
    assert.deepEqual(takeCspViolations(), [])
  }).timeout(60_000)
})
