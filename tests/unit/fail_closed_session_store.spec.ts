import { test } from '@japa/runner'
import type { SessionData, SessionStoreContract } from '@adonisjs/session/types'
import { FailClosedStore } from '#services/accounts/fail_closed_session_store'

const down = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'))
const unreachable: SessionStoreContract = { read: down, write: down, touch: down, destroy: down }

test.group('Session store that fails closed (issue 29: Redis stopped)', () => {
  test('reads no session and drops writes while the store is down, reporting each', async ({
    assert,
  }) => {
    const failures: string[] = []
    const store = new FailClosedStore(unreachable, (operation) => failures.push(operation))
    assert.isNull(await store.read('a-session'))
    await store.write('a-session', { auth_web: 1 })
    await store.touch('a-session')
    assert.deepEqual(failures, ['read', 'write', 'touch'])
  })

  test('a sign-out that cannot end the session fails instead of passing as done', async ({
    assert,
  }) => {
    const store = new FailClosedStore(unreachable, () => {})
    await assert.rejects(() => store.destroy('a-session'), /ECONNREFUSED/)
  })

  test('passes everything through while the store answers', async ({ assert }) => {
    const kept = new Map<string, SessionData>()
    const store = new FailClosedStore(
      {
        read: (id) => (kept.get(id) as SessionData | undefined) ?? null,
        write: (id, data) => void kept.set(id, data),
        touch: () => {},
        destroy: (id) => void kept.delete(id),
      },
      () => assert.fail('no failure expected')
    )
    await store.write('s', { user: 7 })
    assert.deepEqual(await store.read('s'), { user: 7 })
    await store.destroy('s')
    assert.isNull(await store.read('s'))
  })
})
