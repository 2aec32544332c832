import contactConfig from '#config/contact'

/**
 * The static pages of 001 §2 (Legal pages) and Help. Their text lives in
 * resources/lang/<locale>/{legal,help}.json; a section's body is paragraphs
 * separated by a blank line, and lines starting with "- " form a list. These
 * texts reach the browser only as the page's own props (client_messages.ts
 * leaves the `legal.` and `help.` keys out of every page's messages).
 */
export const LEGAL_UPDATED = '2025-01-08'

export const DOCUMENTS = {
  privacy_policy: {
    namespace: 'legal.privacy',
    sections: [
      'who_we_are',
      'what_we_collect',
      'why',
      'sharing',
      'payments',
      'cookies',
      'retention',
      'rights_india',
      'rights_us',
      'security',
      'children',
      'transfers',
      'changes',
      'contact',
    ],
  },
  terms_of_service: {
    namespace: 'legal.terms',
    sections: [
      'acceptance',
      'eligibility',
      'accounts',
      'marketplace',
      'listings',
      'credits',
      'payments',
      'referrals',
      'bookings',
      'acceptable_use',
      'contact_details',
      'content_rights',
      'disclaimers',
      'liability',
      'termination',
      'law',
      'changes',
      'contact',
    ],
  },
  cookie_policy: {
    namespace: 'legal.cookies',
    sections: ['what', 'how', 'categories', 'list', 'choices', 'providers', 'changes', 'contact'],
  },
  help: {
    namespace: 'help',
    sections: ['what', 'finding', 'posting', 'credits', 'ventures', 'bulk', 'shortcuts', 'support'],
  },
} as const

export type DocumentName = keyof typeof DOCUMENTS

export type LegalSection = { id: string; heading: string; body: string }
export type LegalDocument = {
  name: DocumentName
  title: string
  summary: string
  updated: string
  toc: string
  sections: LegalSection[]
}

type Translator = {
  t(key: string, data?: Record<string, unknown>): string
  formatDate(value: Date, options?: Intl.DateTimeFormatOptions): string
}

/** One page's text in the visitor's language, with the configured e-mail and response promise filled in. */
export function legalDocument(i18n: Translator, name: DocumentName): LegalDocument {
  const { namespace, sections } = DOCUMENTS[name]
  const values = { email: contactConfig.email, response_hours: contactConfig.responseHours }
  const updated = i18n.formatDate(new Date(`${LEGAL_UPDATED}T12:00:00Z`), {
    dateStyle: 'long',
    timeZone: 'UTC',
  })
  return {
    name,
    title: i18n.t(`${namespace}.title`),
    summary: i18n.t(`${namespace}.summary`, values),
    updated: i18n.t('legal.last_updated', { date: updated }),
    toc: i18n.t('legal.on_this_page'),
    sections: sections.map((id) => ({
      id,
      heading: i18n.t(`${namespace}.sections.${id}.heading`),
      body: i18n.t(`${namespace}.sections.${id}.body`, values),
    })),
  }
}

/** Labels a page needs besides its sections (`help.keys.*`: the shortcuts table), resolved for its props. */
export function pageLabels(
  i18n: Translator,
  prefix: string,
  keys: readonly string[]
): Record<string, string> {
  return Object.fromEntries(keys.map((key) => [key, i18n.t(`${prefix}.${key}`)]))
}
