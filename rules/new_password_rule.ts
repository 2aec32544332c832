import { checkPassword, PASSWORD_MAX, type RuleFailure } from './account_rules.js'

/**
 * A password chosen through "Forgot password?" (issue 24): the sign-up rules
 * of 000 §5 and, where the spec is silent, two more: at least 8 characters,
 * and none of the passwords people pick most often (the ones that pass the
 * letter-and-number rule; from public breach lists, compared case-blind).
 * Shared by the server's validator and the reset page's on-blur check.
 */
export const NEW_PASSWORD_MIN = 8

const COMMON = new Set([
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd',
  'p@ssw0rd',
  'p@ssword1',
  'pass1234',
  'pass12345',
  'abc12345',
  'abcd1234',
  'abcde12345',
  'a1234567',
  'a12345678',
  'a123456789',
  '1234567a',
  '12345678a',
  '123456789a',
  'qwerty12',
  'qwerty123',
  'qwerty1234',
  'qwertyuiop1',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'q1w2e3r4',
  'q1w2e3r4t5',
  'zaq12wsx',
  'asdf1234',
  'asdfgh123',
  'zxcvbnm1',
  'iloveyou1',
  'iloveyou2',
  'welcome1',
  'welcome123',
  'admin123',
  'admin1234',
  'administrator1',
  'letmein1',
  'monkey123',
  'dragon123',
  'sunshine1',
  'princess1',
  'football1',
  'baseball1',
  'superman1',
  'batman123',
  'master123',
  'shadow123',
  'trustno1',
  'computer1',
  'michael1',
  'jordan23',
  'secret123',
  'test1234',
  'test12345',
  'testing123',
  'changeme1',
  'default1',
  'hello123',
  'hello1234',
  'login123',
  'india123',
  'india1234',
  'india@123',
  'bharat123',
  'krishna123',
  'sairam123',
  'omsairam1',
  'ganesh123',
  'hyderabad1',
  'dreamhomes1',
  'dreamhomes123',
  'summer2024',
  'summer2025',
  'summer2026',
  'winter2025',
  'winter2026',
  'spring2026',
  'january2026',
  'november2026',
  'december2026',
  'user1234',
  'guest1234',
  'mypassword1',
  'newpassword1',
])

export function checkNewPassword(value: string | null | undefined): RuleFailure | null {
  const v = value ?? ''
  // Only the length decides first: nothing below runs on more than PASSWORD_MAX characters.
  if (v.length > PASSWORD_MAX) return checkPassword(v)
  if (v && v.length < NEW_PASSWORD_MIN)
    return { key: 'password.minLength', params: { min: NEW_PASSWORD_MIN } }
  const base = checkPassword(v)
  if (base) return base
  if (COMMON.has(v.toLowerCase())) return { key: 'password.common' }
  return null
}
