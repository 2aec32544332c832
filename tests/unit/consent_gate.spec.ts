import { test } from '@japa/runner'
import {
  CONSENT_STORAGE_KEY,
  createConsentGate,
  readSaved,
  type ConsentEnvironment,
} from '#rules/consent_gate'

/** A browser's cookie jar and storage, as far as the gate sees them. */
function fakeBrowser(stored?: unknown) {
  const jar = new Map<string, string>()
  const storage = new Map<string, string>()
  if (stored !== undefined)
    storage.set(CONSENT_STORAGE_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored))
  const writes: string[] = []
  const env: ConsentEnvironment = {
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
    },
    cookies: {
      read: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      write: (cookie) => {
        writes.push(cookie)
        const [pair, ...attributes] = cookie.split(';').map((part) => part.trim())
        const [name, value] = pair.split('=')
        if (attributes.some((attribute) => attribute === 'Max-Age=0')) jar.delete(name)
        else jar.set(name, value)
      },
    },
    hostname: 'www.dreamhomes.example',
    now: () => new Date('2026-11-24T03:00:00.000Z'),
  }
  return { env, jar, storage, writes }
}

test.group('Consent gate', () => {
  test('before any choice, no analytics, marketing or functional script runs and none sets a cookie', ({
    assert,
  }) => {
    const browser = fakeBrowser()
    const gate = createConsentGate(browser.env)
    const ran: string[] = []
    for (const category of ['functional', 'analytics', 'marketing'] as const) {
      gate.whenAllowed(category, () => {
        ran.push(category)
        browser.env.cookies.write(`_${category}=1; path=/`)
      })
    }
    assert.isNull(gate.saved())
    assert.deepEqual(ran, [])
    assert.equal(browser.env.cookies.read(), '')
    assert.isTrue(gate.allows('essential'))
    assert.isFalse(gate.allows('analytics'))
  })

  test('Reject All stores the choice with its date and still runs nothing', ({ assert }) => {
    const browser = fakeBrowser()
    const gate = createConsentGate(browser.env)
    let ran = false
    gate.whenAllowed('analytics', () => (ran = true))
    gate.save({ functional: false, analytics: false, marketing: false })
    assert.isFalse(ran)
    assert.deepEqual(JSON.parse(browser.storage.get(CONSENT_STORAGE_KEY)!), {
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
      saved_at: '2026-11-24T03:00:00.000Z',
    })
  })

  test('consent runs the waiting scripts of that category only, once', ({ assert }) => {
    const gate = createConsentGate(fakeBrowser().env)
    const ran: string[] = []
    gate.whenAllowed('analytics', () => ran.push('analytics'))
    gate.whenAllowed('marketing', () => ran.push('marketing'))
    gate.save({ functional: false, analytics: true, marketing: false })
    gate.save({ functional: false, analytics: true, marketing: false })
    assert.deepEqual(ran, ['analytics'])
    gate.whenAllowed('analytics', () => ran.push('later analytics'))
    assert.deepEqual(ran, ['analytics', 'later analytics'])
  })

  test('a saved choice is loaded on the next page: consented scripts run at once', ({ assert }) => {
    const stored = {
      essential: true,
      functional: false,
      analytics: true,
      marketing: false,
      saved_at: '2026-11-01T10:00:00.000Z',
    }
    const gate = createConsentGate(fakeBrowser(stored).env)
    assert.deepEqual(gate.saved(), stored)
    let ran = 0
    gate.whenAllowed('analytics', () => ran++)
    gate.whenAllowed('marketing', () => ran++)
    assert.equal(ran, 1)
  })

  test('revoking a category clears the cookies its scripts declared, on every parent domain; other cookies stay', ({
    assert,
  }) => {
    const browser = fakeBrowser()
    const gate = createConsentGate(browser.env)
    gate.whenAllowed('analytics', () => browser.env.cookies.write('_ga=GA1.2; path=/'), {
      cookies: ['_ga', '_ga_*'],
    })
    gate.whenAllowed('marketing', () => browser.env.cookies.write('_fbp=fb.1; path=/'), {
      cookies: ['_fbp'],
    })
    gate.save({ functional: true, analytics: true, marketing: true })
    browser.env.cookies.write('_ga_XYZ=GS1; path=/')
    browser.env.cookies.write('dh_session=abc; path=/')
    browser.env.cookies.write('locale=hi; path=/')
    assert.includeMembers([...browser.jar.keys()], ['_ga', '_ga_XYZ', '_fbp'])

    gate.save({ functional: true, analytics: false, marketing: true })
    assert.deepEqual([...browser.jar.keys()].sort(), ['_fbp', 'dh_session', 'locale'])
    assert.include(browser.writes, '_ga=; Max-Age=0; path=/; domain=.dreamhomes.example')
    assert.include(browser.writes, '_ga_XYZ=; Max-Age=0; path=/; domain=www.dreamhomes.example')
  })

  test('a damaged or partial saved choice counts as none (the banner asks again)', ({ assert }) => {
    assert.isNull(readSaved(fakeBrowser('not json').env))
    assert.isNull(readSaved(fakeBrowser({ analytics: true }).env))
    assert.isNull(
      readSaved(
        fakeBrowser({ functional: true, analytics: true, marketing: 'yes', saved_at: '2026-01-01' })
          .env
      )
    )
    assert.isNull(
      readSaved(
        fakeBrowser({ functional: true, analytics: true, marketing: true, saved_at: 'yesterday' })
          .env
      )
    )
  })

  test('blocked storage: the choice holds for the page and nothing throws', ({ assert }) => {
    const browser = fakeBrowser()
    browser.env.storage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const gate = createConsentGate(browser.env)
    assert.isNull(gate.saved())
    gate.save({ functional: false, analytics: true, marketing: false })
    assert.isTrue(gate.allows('analytics'))
  })
})
