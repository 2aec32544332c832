import { test } from '@japa/runner'
import User from '#models/user'
import type { Role } from '#rules/roles'
import { pageRefusal } from '#services/access/page_gate'

/** A user who is never saved: the gate decides from the role alone. */
const userWith = (role: Role) => Object.assign(new User(), { id: 1, role })

test.group('Page gates (000 §6, 001 §6), decided from the user alone', () => {
  test('a public screen is open to everyone', async ({ assert }) => {
    assert.isNull(await pageRefusal(undefined, { kind: 'public' }))
    assert.isNull(await pageRefusal(userWith('customer'), { kind: 'public' }))
  })

  test("a signed-out visitor gets the screen's login message (401), or is sent home", async ({
    assert,
  }) => {
    assert.deepEqual(
      await pageRefusal(undefined, {
        kind: 'signedIn',
        loginMessage: 'pages.gate.favorites_login',
      }),
      {
        kind: 'denied',
        status: 401,
        reason: 'login',
        title: 'pages.gate.login_title',
        message: 'pages.gate.favorites_login',
      }
    )
    assert.deepEqual(await pageRefusal(undefined, { kind: 'dashboard' }), {
      kind: 'denied',
      status: 401,
      reason: 'login',
      title: 'pages.gate.login_title',
      message: 'pages.gate.generic_login',
    })
    assert.deepEqual(await pageRefusal(undefined, { kind: 'signedInOrHome' }), { kind: 'home' })
  })

  test('the dashboard is for every account (its own leads, issue 27); the admin panel for admins', async ({
    assert,
  }) => {
    for (const role of ['customer', 'partner', 'agent', 'admin'] as const) {
      assert.isNull(await pageRefusal(userWith(role), { kind: 'dashboard' }), role)
    }
    for (const role of ['customer', 'partner', 'agent'] as const) {
      assert.deepInclude(await pageRefusal(userWith(role), { kind: 'admin' }), {
        status: 403,
        message: 'pages.gate.admin_denied',
      })
    }
    assert.isNull(await pageRefusal(userWith('admin'), { kind: 'admin' }))
    assert.isNull(await pageRefusal(userWith('customer'), { kind: 'signedInOrHome' }))
  })
})
