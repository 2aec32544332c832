/**
 * Every cookie and browser-storage entry DreamHomes itself sets, by consent
 * category (001 §2 Cookie consent banner). The Cookie Policy lists them and
 * the consent gate clears a category's entries when its consent is revoked.
 * Only essential entries exist today: functional, analytics and marketing
 * stay empty until a script of that kind is added through the consent gate
 * (inertia/lib/consent.ts), which must add its cookies here first.
 */
export const CONSENT_CATEGORIES = ['essential', 'functional', 'analytics', 'marketing'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type OptionalCategory = Exclude<ConsentCategory, 'essential'>
export const OPTIONAL_CATEGORIES: OptionalCategory[] = ['functional', 'analytics', 'marketing']

export type CatalogueEntry = {
  /** The cookie's name; a trailing * matches a prefix (a script's per-site cookies). */
  name: string
  category: ConsentCategory
  storage: 'cookie' | 'localStorage'
  /** The key of its purpose and of its duration under `cookies.catalogue`. */
  purpose: string
  duration: string
}

export const COOKIE_CATALOGUE: CatalogueEntry[] = [
  {
    name: 'dh_session',
    category: 'essential',
    storage: 'cookie',
    purpose: 'session',
    duration: 'hours_48',
  },
  {
    name: 'XSRF-TOKEN',
    category: 'essential',
    storage: 'cookie',
    purpose: 'xsrf',
    duration: 'hours_2',
  },
  {
    name: 'country',
    category: 'essential',
    storage: 'cookie',
    purpose: 'country',
    duration: 'year_1',
  },
  {
    name: 'locale',
    category: 'essential',
    storage: 'cookie',
    purpose: 'locale',
    duration: 'year_1',
  },
  {
    name: 'dreamhomes_cookie_consent',
    category: 'essential',
    storage: 'localStorage',
    purpose: 'consent',
    duration: 'until_changed',
  },
]

/** The cookie names of an optional category, for clearing on revocation. */
export function cookiesOf(
  category: OptionalCategory,
  catalogue: CatalogueEntry[] = COOKIE_CATALOGUE
): string[] {
  return catalogue
    .filter((entry) => entry.category === category && entry.storage === 'cookie')
    .map((entry) => entry.name)
}
