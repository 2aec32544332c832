import { test } from '@japa/runner'
import { breach, operation, type Seen } from '#tests/helpers/conformance/contract'
import { outsideThePath } from '#tests/helpers/conformance/path_params'

const json = 'application/json; charset=utf-8'
const seen = (status: number, body: unknown, more: Partial<Seen> = {}): Seen => ({
  status,
  contentType: json,
  text: typeof body === 'string' ? body : JSON.stringify(body),
  headers: ['content-type'],
  ...more,
})

/** The conformance tests' check itself: what it must refuse, so that their green means something. */
test.group('Conformance: the check of an answer', () => {
  test('takes a documented answer, and refuses a 5xx, a stack trace, an undocumented status or shape', ({
    assert,
  }) => {
    const show = operation('api.properties.show')
    assert.isNull(breach(show, seen(404, { detail: 'Not found' })))
    assert.match(breach(show, seen(500, { detail: 'Oops' }))!, /^server error 500/)
    const trace = { detail: 'Error: boom\n    at Object.show (app/controllers/x.ts:12:5)' }
    assert.match(breach(show, seen(404, trace))!, /^stack trace/)
    assert.match(breach(show, seen(409, { detail: 'No' }))!, /^undocumented status 409/)
    assert.isNull(breach(show, seen(409, { detail: 'No' }), [409]))
    assert.match(breach(show, seen(404, { message: 'Not found' }))!, /breaks the schema/)
    assert.match(breach(show, seen(200, { id: 'one' }))!, /breaks the schema/)
    assert.match(breach(show, seen(404, '', { contentType: '' }))!, /no content-type/)
  })

  test('a 204 has no body, a 429 its Retry-After; a path outside the schema may get a 404', ({
    assert,
  }) => {
    const logout = operation('api.auth.logout')
    assert.isNull(breach(logout, seen(204, '', { contentType: '' })))
    assert.match(breach(logout, seen(204, { ok: true }))!, /a body where none is documented/)
    const login = operation('api.auth.login')
    assert.match(breach(login, seen(429, { detail: 'Later' }))!, /without its header Retry-After/)
    const limited = seen(429, { detail: 'Later' }, { headers: ['retry-after'] })
    assert.isNull(breach(login, limited))
    const show = operation('api.properties.show')
    assert.isFalse(outsideThePath(show, { id: 12 }))
    assert.isTrue(outsideThePath(show, { id: '1.5' }))
    assert.isTrue(outsideThePath(operation('api.admin.master_data.index'), { type: 'users' }))
  })
})
