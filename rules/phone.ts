/**
 * Phone rules of 000 §5, shared by the server validator and the browser form
 * (isomorphic: no imports, no DOM, no Node APIs).
 *
 * Input is cleaned by stripping spaces, hyphens, brackets and dots, and a
 * leading "+"; what remains must be digits. A number passes when its digit
 * count is within the country's range and it matches the country's pattern
 * (national number, optionally with the trunk "0" or the country code).
 */

export type PhoneCountryCode = 'US' | 'IN' | 'GB' | 'CA' | 'AU' | 'AE' | 'SG' | 'DE' | 'FR' | 'JP'

type PhoneRule = {
  name: string
  dialCode: string
  min: number
  max: number
  pattern: RegExp
  example: string
  /** Formats the national significant number (no trunk prefix, no country code). */
  format: (national: string) => string
  /** Removes a leading country code or trunk prefix. */
  national: (digits: string) => string
}

const group = (value: string, sizes: number[], sep = ' ') => {
  const parts: string[] = []
  let i = 0
  for (const size of sizes) {
    if (i >= value.length) break
    parts.push(value.slice(i, i + size))
    i += size
  }
  if (i < value.length) parts.push(value.slice(i))
  return parts.join(sep)
}

const stripPrefix = (codes: string[]) => (digits: string) => {
  for (const code of codes) {
    if (digits.startsWith(code)) return digits.slice(code.length)
  }
  return digits
}

const nanp = (name: string, example: string): PhoneRule => ({
  name,
  dialCode: '+1',
  min: 10,
  max: 11,
  pattern: /^1?[2-9]\d{2}[2-9]\d{6}$/,
  example,
  national: (d) => (d.length === 11 ? d.slice(1) : d),
  format: (n) => `+1 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`,
})

export const PHONE_RULES: Record<PhoneCountryCode, PhoneRule> = {
  US: nanp('United States', '(212) 555-0123'),
  CA: nanp('Canada', '(416) 555-0123'),
  IN: {
    name: 'India',
    dialCode: '+91',
    min: 10,
    max: 13,
    // Mobile numbers start with 6-9; may carry 0, 91 or 091 in front.
    pattern: /^(?:0|91|091)?[6-9]\d{9}$/,
    example: '98765 43210',
    national: (d) => d.slice(d.length - 10),
    format: (n) => `+91 ${group(n, [5, 5])}`,
  },
  GB: {
    name: 'United Kingdom',
    dialCode: '+44',
    min: 10,
    max: 13,
    pattern: /^(?:0|44)?[1-9]\d{8,9}$/,
    example: '07911 123456',
    national: stripPrefix(['44', '0']),
    format: (n) => `+44 ${group(n, [4, 6])}`,
  },
  AU: {
    name: 'Australia',
    dialCode: '+61',
    min: 9,
    max: 12,
    pattern: /^(?:0|61)?[2-478]\d{8}$/,
    example: '0412 345 678',
    national: stripPrefix(['61', '0']),
    format: (n) => `+61 ${group(n, [3, 3, 3])}`,
  },
  AE: {
    name: 'United Arab Emirates',
    dialCode: '+971',
    min: 8,
    max: 12,
    pattern: /^(?:0|971)?(?:5\d{8}|[2-4679]\d{7})$/,
    example: '050 123 4567',
    national: stripPrefix(['971', '0']),
    format: (n) => (n.length === 9 ? `+971 ${group(n, [2, 3, 4])}` : `+971 ${group(n, [1, 3, 4])}`),
  },
  SG: {
    name: 'Singapore',
    dialCode: '+65',
    min: 8,
    max: 11,
    pattern: /^(?:65)?[689]\d{7}$/,
    example: '8123 4567',
    national: (d) => d.slice(d.length - 8),
    format: (n) => `+65 ${group(n, [4, 4])}`,
  },
  DE: {
    name: 'Germany',
    dialCode: '+49',
    min: 7,
    max: 15,
    pattern: /^(?:0|49)?[1-9]\d{5,13}$/,
    example: '030 1234567',
    national: stripPrefix(['49', '0']),
    format: (n) => `+49 ${n}`,
  },
  FR: {
    name: 'France',
    dialCode: '+33',
    min: 9,
    max: 12,
    pattern: /^(?:0|33)?[1-9]\d{8}$/,
    example: '06 12 34 56 78',
    national: stripPrefix(['33', '0']),
    format: (n) => `+33 ${group(n, [1, 2, 2, 2, 2])}`,
  },
  JP: {
    name: 'Japan',
    dialCode: '+81',
    min: 10,
    max: 13,
    pattern: /^(?:0|81)?[1-9]\d{8,9}$/,
    example: '090-1234-5678',
    national: stripPrefix(['81', '0']),
    format: (n) => `+81 ${n.length === 10 ? group(n, [2, 4, 4], '-') : group(n, [1, 4, 4], '-')}`,
  },
}

export const PHONE_COUNTRIES = Object.keys(PHONE_RULES) as PhoneCountryCode[]
export const DEFAULT_PHONE_COUNTRY: PhoneCountryCode = 'IN'

export function isPhoneCountry(code: unknown): code is PhoneCountryCode {
  return typeof code === 'string' && code in PHONE_RULES
}

/** Strips spaces, hyphens, brackets, dots and a leading "+". */
export function cleanPhone(input: string): string {
  return input.replace(/[\s\-().[\]{}]/g, '').replace(/^\+/, '')
}

/**
 * The outcome of checking a phone number: either the formatted number, or a
 * message key of the `validation` namespace with its parameters.
 */
export type PhoneCheck =
  | { ok: true; formatted: string }
  | {
      ok: false
      key: 'phone.required' | 'phone.length' | 'phone.format' | 'phone.unknownLength'
      params: Record<string, string | number>
    }

export function checkPhone(
  input: string | null | undefined,
  country: string = DEFAULT_PHONE_COUNTRY
): PhoneCheck {
  const raw = (input ?? '').trim()
  if (!raw) return { ok: false, key: 'phone.required', params: {} }

  const digits = cleanPhone(raw)
  const rule = isPhoneCountry(country) ? PHONE_RULES[country] : undefined

  if (!rule) {
    if (!/^\d{7,15}$/.test(digits)) return { ok: false, key: 'phone.unknownLength', params: {} }
    return { ok: true, formatted: `+${digits}` }
  }

  const digitCount = digits.replace(/\D/g, '').length
  if (digitCount < rule.min || digitCount > rule.max) {
    return {
      ok: false,
      key: 'phone.length',
      params: { min: rule.min, max: rule.max, country: rule.name },
    }
  }
  if (!/^\d+$/.test(digits) || !rule.pattern.test(digits)) {
    return { ok: false, key: 'phone.format', params: { example: rule.example } }
  }
  return { ok: true, formatted: rule.format(rule.national(digits)) }
}
