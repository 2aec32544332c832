import i18nManager from '@adonisjs/i18n/services/main'

const cache = new Map<string, Record<string, string>>()

/** Long page texts that reach the browser as their own page's props only (app/services/legal/legal_documents.ts). */
const PAGE_ONLY = ['legal.', 'help.sections.', 'help.summary', 'help.keys.']

/**
 * The flat message map a browser needs for one language: English first, the
 * language's own messages over it, so a missing key falls back to English
 * (and the client falls back to the key itself).
 */
export function messagesFor(locale: string): Record<string, string> {
  const cached = cache.get(locale)
  if (cached) return cached
  const english = i18nManager.getTranslationsFor('en')
  const own = locale === 'en' ? {} : i18nManager.getTranslationsFor(locale)
  const merged = Object.fromEntries(
    Object.entries({ ...english, ...own }).filter(
      ([key]) => !PAGE_ONLY.some((prefix) => key.startsWith(prefix))
    )
  )
  cache.set(locale, merged)
  return merged
}
