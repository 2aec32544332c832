/**
 * Account field rules of 000 §5 (email, name, password), shared by the VineJS
 * validators on the server and the on-blur checks in the browser. Each check
 * returns null when valid, or a `validation` message key with parameters.
 */
export const NAME_MIN = 2
/** "fewer than 50 characters" */
export const NAME_MAX = 49
/** Letters of any script (with their combining marks), spaces, hyphens, dots, apostrophes. */
export const NAME_PATTERN = /^[\p{L}\p{M}\s.'’-]+$/u
export const PASSWORD_MIN = 6
/** "fewer than 100 characters" */
export const PASSWORD_MAX = 99
export const PASSWORD_LETTER_AND_NUMBER = /^(?=.*\p{L})(?=.*\d)/u
/** The longest address (RFC 5321's path limit); checked before the pattern. */
export const EMAIL_MAX = 254
/**
 * Deliberately simple: something@something.tld, no spaces; the domain holds a
 * dot that is neither its first nor its last character. Written so it cannot
 * backtrack (docs/security.md "Hostile input"): `[^\s@]+\.[^\s@]+` for the domain read
 * `a@` + 40,000 dots + `@` in 2.4 s; this form finds the first dot after the
 * domain's first character in one pass and accepts exactly the same strings.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/

export type RuleFailure = { key: string; params?: Record<string, string | number> }

export function checkEmail(value: string | null | undefined): RuleFailure | null {
  const v = (value ?? '').trim()
  if (!v) return { key: 'email.required' }
  if (v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v)) return { key: 'email.email' }
  return null
}

export function checkName(value: string | null | undefined): RuleFailure | null {
  const v = (value ?? '').trim()
  if (!v) return { key: 'name.required' }
  if (v.length < NAME_MIN) return { key: 'name.minLength', params: { min: NAME_MIN } }
  if (v.length > NAME_MAX) return { key: 'name.maxLength', params: { max: NAME_MAX + 1 } }
  if (!NAME_PATTERN.test(v)) return { key: 'name.regex' }
  return null
}

export function checkPassword(value: string | null | undefined): RuleFailure | null {
  const v = value ?? ''
  if (!v) return { key: 'password.required' }
  if (v.length < PASSWORD_MIN) return { key: 'password.minLength', params: { min: PASSWORD_MIN } }
  if (v.length > PASSWORD_MAX)
    return { key: 'password.maxLength', params: { max: PASSWORD_MAX + 1 } }
  if (!PASSWORD_LETTER_AND_NUMBER.test(v)) return { key: 'password.regex' }
  return null
}
