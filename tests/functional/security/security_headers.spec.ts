import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import testUtils from '@adonisjs/core/services/test_utils'
import SecurityHeadersMiddleware from '#middleware/security_headers_middleware'
import { buildSecurityHeaders, type SecurityHeadersOptions } from '#config/shield'
import { isolated } from '#tests/helpers/db'

/** The CSP as a map directive → sources. */
function directives(policy: string | undefined): Record<string, string[]> {
  const result: Record<string, string[]> = {}
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) result[name] = sources
  }
  return result
}

/** Runs the middleware with the given settings on a bare request; returns the response headers. */
async function headersWith(options: SecurityHeadersOptions, host = 'localhost:3333') {
  const ctx = await testUtils.createHttpContext()
  ctx.request.request.headers.host = host
  await new SecurityHeadersMiddleware(buildSecurityHeaders(options)).handle(ctx, async () => {})
  const header = (name: string) =>
    String(ctx.response.getHeader(name) ?? ctx.response.response.getHeader(name) ?? '') || undefined
  return { header, csp: directives(header('content-security-policy')) }
}

test.group('Security headers', (group) => {
  isolated(group)

  test('a page carries the CSP, and the layout scripts use the nonce of that response only', async ({
    client,
    assert,
  }) => {
    const first = await client.get(urlFor('home')).header('accept-language', 'en-US')
    const second = await client.get(urlFor('home')).header('accept-language', 'en-US')
    first.assertStatus(200)
    const csp = directives(first.header('content-security-policy'))
    assert.deepEqual(csp['frame-ancestors'], [`'none'`])
    assert.deepEqual(csp['object-src'], [`'none'`])
    assert.deepEqual(csp['base-uri'], [`'self'`])
    assert.deepEqual(csp['default-src'], [`'self'`])
    assert.deepEqual(csp['script-src-attr'], [`'none'`])
    assert.includeMembers(csp['script-src'], [`'self'`, 'https://checkout.razorpay.com'])
    assert.notInclude(csp['script-src'], `'unsafe-inline'`)
    assert.includeMembers(csp['frame-src'], [
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ])
    assert.includeMembers(csp['form-action'], [`'self'`, 'https://checkout.stripe.com'])
    assert.deepEqual(csp['report-uri'], ['/csp-report'])

    const nonce = /^'nonce-([\w-]{16,})'$/.exec(
      csp['script-src'].find((source) => source.startsWith(`'nonce-`)) ?? ''
    )?.[1]
    assert.isString(nonce)
    const scripts = first.text().match(/<script\b[^>]*>/g) ?? []
    const executable = scripts.filter((tag) => !tag.includes('application/json'))
    assert.isAbove(executable.length, 0)
    for (const tag of executable) assert.include(tag, `nonce="${nonce}"`)
    assert.notInclude(second.header('content-security-policy'), nonce!)
  })

  test('404 pages, /api answers, the API docs and static files carry the headers too', async ({
    client,
    assert,
  }) => {
    const docs = [urlFor('api.docs'), urlFor('api.docs.asset', { file: 'swagger-ui-bundle.js' })]
    for (const path of ['/no-such-page', '/api/properties', ...docs, '/favicon.svg']) {
      const response = await client.get(path)
      assert.include(
        response.header('content-security-policy') ?? '',
        `frame-ancestors 'none'`,
        path
      )
      assert.equal(response.header('referrer-policy'), 'strict-origin-when-cross-origin', path)
      assert.equal(response.header('x-frame-options'), 'DENY', path)
      assert.equal(response.header('x-content-type-options'), 'nosniff', path)
    }
  })

  test('no HSTS outside production (tests and development run on plain http)', async ({
    client,
    assert,
  }) => {
    const response = await client.get(urlFor('home'))
    assert.isUndefined(response.header('strict-transport-security'))
    const { header, csp } = await headersWith({ production: false })
    assert.isUndefined(header('strict-transport-security'))
    assert.notProperty(csp, 'upgrade-insecure-requests')
  })

  test('HSTS and upgrade-insecure-requests in production', async ({ assert }) => {
    const { header, csp } = await headersWith({ production: true })
    assert.equal(header('strict-transport-security'), 'max-age=15552000; includeSubDomains')
    assert.property(csp, 'upgrade-insecure-requests')
    assert.notMatch(csp['connect-src'].join(' '), /ws:/)
  })

  test('no response header names the framework', async ({ client, assert }) => {
    for (const path of [
      '/',
      '/no-such-page',
      '/api/properties',
      '/api/no-such-thing',
      '/favicon.svg',
    ]) {
      const response = await client.get(path)
      const headers = response.headers()
      assert.notProperty(headers, 'x-powered-by', path)
      assert.notProperty(headers, 'server', path)
      for (const [name, value] of Object.entries(headers)) {
        if (name === 'set-cookie') continue
        assert.notMatch(`${name}: ${value}`, /adonis|express|vite|node\.js|japa/i, path)
      }
    }
  })

  test('images: our storage, the S3 public address and the IMAGE_URL_HOSTS the listing validator allows, over https only', async ({
    assert,
  }) => {
    const listed = await headersWith({
      production: true,
      s3PublicUrl: 'https://cdn.dreamhomes.in/media/',
      imageHosts: ['images.example.com', 'not a host'],
    })
    assert.deepEqual(listed.csp['img-src'], [
      `'self'`,
      'data:',
      'blob:',
      'https://cdn.dreamhomes.in',
      'https://images.example.com',
    ])
    const none = await headersWith({ production: true })
    assert.deepEqual(none.csp['img-src'], [`'self'`, 'data:', 'blob:'])
  })

  test("in development the CSP lets Vite's HMR socket connect on the page's host", async ({
    assert,
  }) => {
    const { csp } = await headersWith({ production: false, hmrPort: 24678 }, 'dreamhomes.in:3333')
    assert.include(csp['connect-src'], 'ws://dreamhomes.in:24678')
    const forged = await headersWith({ production: false, hmrPort: 24678 }, 'evil.com;script-src *')
    assert.include(forged.csp['connect-src'], 'ws://localhost:24678')
  })
})
