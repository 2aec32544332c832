import { test } from '@japa/runner'
import { checkEmail, EMAIL_MAX, EMAIL_PATTERN } from '#rules/account_rules'

/** The pattern before issue 24: the same language, but it backtracks over a domain of dots (docs/security.md "Hostile input"). */
const BACKTRACKING_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Every string of up to `length` characters over `alphabet`. */
function* strings(alphabet: string[], length: number): Generator<string> {
  yield ''
  let previous = ['']
  for (let size = 1; size <= length; size++) {
    const next: string[] = []
    for (const start of previous) for (const char of alphabet) next.push(start + char)
    yield* next
    previous = next
  }
}

test.group('E-mail rule (000 §5)', () => {
  test('EMAIL_PATTERN accepts exactly what the backtracking pattern accepted', ({ assert }) => {
    const differ: string[] = []
    for (const value of strings(['a', '.', '@', ' ', 'é'], 7)) {
      if (EMAIL_PATTERN.test(value) !== BACKTRACKING_EMAIL_PATTERN.test(value))
        differ.push(JSON.stringify(value))
    }
    assert.deepEqual(differ, [])
  })

  test('valid and invalid addresses', ({ assert }) => {
    for (const valid of [
      'priya@example.com',
      'a@b.co',
      'first.last@mail.example.in',
      'x@.a.b',
      'उपयोगकर्ता@उदाहरण.भारत',
      'a@b..c',
    ]) {
      assert.isNull(checkEmail(valid), valid)
    }
    for (const invalid of ['a@b', 'a@.b', 'a@b.', 'a b@c.d', 'a@b@c.d', '@b.c', 'a@b.c d']) {
      assert.deepEqual(checkEmail(invalid), { key: 'email.email' }, invalid)
    }
    assert.deepEqual(checkEmail('  '), { key: 'email.required' })
  })

  test('an address longer than 254 characters is refused before the pattern runs', ({ assert }) => {
    const longest = `${'a'.repeat(EMAIL_MAX - '@example.com'.length)}@example.com`
    assert.isNull(checkEmail(longest))
    assert.deepEqual(checkEmail(`a${longest}`), { key: 'email.email' })
    const started = process.threadCpuUsage()
    assert.deepEqual(checkEmail(`a@${'.'.repeat(40_000)}@`), { key: 'email.email' })
    const used = process.threadCpuUsage(started)
    assert.isBelow((used.user + used.system) / 1000, 20)
  })
})
