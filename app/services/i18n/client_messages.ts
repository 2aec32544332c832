import i18nManager from '@adonisjs/i18n/services/main'
import { PAGE_AREAS, SHELL_AREAS } from '#services/i18n/page_areas'

const cache = new Map<string, Record<string, string>>()
const byArea = new Map<string, Map<string, Record<string, string>>>()

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

/** One area's part of messagesFor(locale): the keys `<area>.…` (resources/lang/<locale>/<area>.json). */
export function areaMessages(locale: string, area: string): Record<string, string> {
  let areas = byArea.get(locale)
  if (!areas) {
    areas = new Map()
    for (const [key, message] of Object.entries(messagesFor(locale))) {
      const name = key.slice(0, key.indexOf('.'))
      if (!areas.has(name)) areas.set(name, {})
      areas.get(name)![key] = message
    }
    byArea.set(locale, areas)
  }
  return areas.get(area) ?? {}
}

/** Every area of resources/lang, and the place names (`places`, hi and te). */
const ALL_AREAS = [...new Set([...SHELL_AREAS, ...Object.values(PAGE_AREAS).flat()])]

/**
 * The message areas a page component gets (app/services/i18n/page_areas.ts,
 * written by `node ace i18n:areas`): the shell's and the page's own. A
 * component the scan does not know gets them all.
 */
export function pageAreas(component: string): string[] {
  const own = PAGE_AREAS[component]
  if (!own) return ALL_AREAS
  return [...SHELL_AREAS, ...own]
}
