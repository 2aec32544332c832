import { createConsentGate, type ConsentGate } from '#rules/consent_gate'

export {
  ALL_ACCEPTED,
  ALL_REJECTED,
  CONSENT_STORAGE_KEY,
  type ConsentGate,
  type ConsentPreferences,
  type SavedConsent,
} from '#rules/consent_gate'

/** The page's gate (browser only), created on first use. */
let browserGate: ConsentGate | null = null
export function consentGate(): ConsentGate {
  browserGate ??= createConsentGate({
    storage: safeLocalStorage(),
    cookies: { read: () => document.cookie, write: (cookie) => (document.cookie = cookie) },
    hostname: window.location.hostname,
    now: () => new Date(),
  })
  return browserGate
}

function safeLocalStorage() {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
