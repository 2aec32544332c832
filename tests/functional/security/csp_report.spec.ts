import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { Logger } from '@adonisjs/core/logger'
import type { ApiClient } from '@japa/api-client'
import CspViolationLog from '#services/security/csp_violation_log'
import { cspReportValidator } from '#validators/csp_report'
import { RATE_LIMITS } from '#config/limiter'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'

/** What Chromium posts to `report-uri` for a blocked inline script. */
const chromiumReport = {
  'csp-report': {
    'document-uri': 'http://localhost:3333/properties',
    'referrer': '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; report-uri /csp-report",
    'disposition': 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'column-number': 3,
    'source-file': 'http://localhost:3333/properties',
    'status-code': 200,
    'script-sample': '',
  },
}

/** A logger that keeps what it is told at warn. */
function recordingLogger() {
  const warnings: unknown[][] = []
  return {
    warnings,
    logger: { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger,
  }
}

/** What a browser posts to /csp-report: Chromium's report, with its content type. */
const postReport = (client: ApiClient) =>
  client
    .post(urlFor('csp_report'))
    .header('content-type', 'application/csp-report')
    .json(chromiumReport)

test.group('CSP violation reports', (group) => {
  isolated(group)

  test('POST /csp-report takes a browser report without session or CSRF token: 204', async ({
    client,
  }) => {
    await expectStatus(postReport(client), 204)
  })

  test('a report is logged at warn with its directive, address and source; long fields are cut', async ({
    assert,
  }) => {
    const { warnings, logger } = recordingLogger()
    const longUri = `https://evil.example/${'x'.repeat(1000)}`
    const report = await cspReportValidator.validate({
      'csp-report': { ...chromiumReport['csp-report'], 'blocked-uri': longUri },
    })
    const logged = new CspViolationLog(logger).handle(report)
    assert.isTrue(logged)
    assert.lengthOf(warnings, 1)
    const [fields, message] = warnings[0] as [{ csp: Record<string, unknown> }, string]
    assert.equal(message, 'Content-Security-Policy violation')
    assert.containSubset(fields.csp, {
      directive: 'script-src-elem',
      documentUri: 'http://localhost:3333/properties',
      line: 12,
      disposition: 'enforce',
    })
    assert.lengthOf(fields.csp.blockedUri as string, 300)
    assert.isFalse(new CspViolationLog(logger).handle({}))
    assert.lengthOf(warnings, 1)
  })

  test('over the limit per client IP the endpoint answers 429 {detail}', async ({
    client,
    assert,
  }) => {
    for (let i = 0; i < RATE_LIMITS.cspReportsPerIp.requests; i++) {
      await expectStatus(postReport(client), 204)
    }
    const over = await postReport(client)
    over.assertStatus(429)
    assert.isString(over.body().detail)
  })

  test('a malformed report is a 422 {detail}, not a page redirect or a 500', async ({ client }) => {
    await expectStatus(
      client.post(urlFor('csp_report')).json({ 'csp-report': { 'line-number': 'twelve' } }),
      422
    )
  })
})
