import {
  COOKIE_CATALOGUE,
  OPTIONAL_CATEGORIES,
  cookiesOf,
  type ConsentCategory,
  type OptionalCategory,
} from './cookie_catalogue.js'

/**
 * The consent gate (001 §2 Cookie consent banner). Every functional,
 * analytics or marketing script goes through `whenAllowed(category, run,
 * {cookies})`: it runs only once its category is consented, and revoking the
 * category clears the cookies it declared (and the catalogue's). Nothing of
 * those categories may be loaded any other way. Third-party snippets (a tag
 * manager added by operations) use the same gate as `window.dreamhomesConsent`.
 */
export type ConsentPreferences = Record<OptionalCategory, boolean>
export type SavedConsent = ConsentPreferences & { essential: true; saved_at: string }

export const CONSENT_STORAGE_KEY = 'dreamhomes_cookie_consent'
export const ALL_ACCEPTED: ConsentPreferences = {
  functional: true,
  analytics: true,
  marketing: true,
}
export const ALL_REJECTED: ConsentPreferences = {
  functional: false,
  analytics: false,
  marketing: false,
}

export type ConsentEnvironment = {
  storage: { getItem(key: string): string | null; setItem(key: string, value: string): void } | null
  /** document.cookie: reading gives "a=1; b=2", writing sets or expires one cookie. */
  cookies: { read(): string; write(cookie: string): void }
  hostname: string
  now(): Date
}

type Waiting = { category: OptionalCategory; run: () => void }

export type ConsentGate = ReturnType<typeof createConsentGate>

export function createConsentGate(env: ConsentEnvironment) {
  let saved = readSaved(env)
  let waiting: Waiting[] = []
  const declared: Record<OptionalCategory, Set<string>> = {
    functional: new Set(),
    analytics: new Set(),
    marketing: new Set(),
  }
  const listeners = new Set<(consent: SavedConsent) => void>()

  const allows = (category: ConsentCategory) =>
    category === 'essential' || saved?.[category] === true

  function clearCookies(category: OptionalCategory) {
    const patterns = [...cookiesOf(category, COOKIE_CATALOGUE), ...declared[category]]
    const present = env.cookies
      .read()
      .split(';')
      .map((part) => part.split('=')[0].trim())
      .filter(Boolean)
    const domains = parentDomains(env.hostname)
    for (const name of present.filter((cookie) =>
      patterns.some((pattern) => matches(pattern, cookie))
    )) {
      env.cookies.write(`${name}=; Max-Age=0; path=/`)
      for (const domain of domains)
        env.cookies.write(`${name}=; Max-Age=0; path=/; domain=${domain}`)
    }
  }

  return {
    /** The saved choice with its date, or null when the visitor has not chosen yet. */
    saved: () => saved,
    allows,
    /**
     * Runs `run` now if `category` is consented, else when it becomes so (at
     * most once). `cookies` names what the script sets (a trailing * is a prefix),
     * cleared when the category is revoked. Returns a cancel function.
     */
    whenAllowed(category: OptionalCategory, run: () => void, options: { cookies?: string[] } = {}) {
      for (const name of options.cookies ?? []) declared[category].add(name)
      if (allows(category)) {
        run()
        return () => {}
      }
      const entry = { category, run }
      waiting.push(entry)
      return () => {
        waiting = waiting.filter((other) => other !== entry)
      }
    },
    /** Stores the choice with today's date; a category now refused has its cookies cleared. */
    save(preferences: ConsentPreferences): SavedConsent {
      saved = { essential: true, ...pick(preferences), saved_at: env.now().toISOString() }
      try {
        env.storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(saved))
      } catch {
        // Storage full or blocked: the choice holds for this page view.
      }
      for (const category of OPTIONAL_CATEGORIES) if (!saved[category]) clearCookies(category)
      const ready = waiting.filter((entry) => allows(entry.category))
      waiting = waiting.filter((entry) => !allows(entry.category))
      for (const entry of ready) entry.run()
      for (const listener of listeners) listener(saved)
      return saved
    },
    subscribe(listener: (consent: SavedConsent) => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}

function pick(preferences: ConsentPreferences): ConsentPreferences {
  return {
    functional: preferences.functional === true,
    analytics: preferences.analytics === true,
    marketing: preferences.marketing === true,
  }
}

/** The saved choice, if it is well formed (anything else counts as no choice: the banner asks again). */
export function readSaved(env: Pick<ConsentEnvironment, 'storage'>): SavedConsent | null {
  let raw: string | null = null
  try {
    raw = env.storage?.getItem(CONSENT_STORAGE_KEY) ?? null
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<SavedConsent>
    if (typeof value.saved_at !== 'string' || Number.isNaN(Date.parse(value.saved_at))) return null
    if (!OPTIONAL_CATEGORIES.every((category) => typeof value[category] === 'boolean')) return null
    return { essential: true, ...pick(value as ConsentPreferences), saved_at: value.saved_at }
  } catch {
    return null
  }
}

function matches(pattern: string, name: string) {
  return pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name
}

/** www.example.co.in → example.co.in, .example.co.in, ...: where a script may have set its cookies. */
function parentDomains(hostname: string): string[] {
  if (!hostname || /^[\d.]+$/.test(hostname) || !hostname.includes('.')) return []
  const parts = hostname.split('.')
  const domains: string[] = []
  for (let i = 0; i < parts.length - 1; i++) {
    const domain = parts.slice(i).join('.')
    domains.push(domain, `.${domain}`)
  }
  return domains
}
