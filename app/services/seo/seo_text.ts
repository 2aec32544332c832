import type { I18n } from '@adonisjs/i18n'

/** A description's length that search results show whole (about 160 characters). */
export const DESCRIPTION_MAX = 160

/** "Area, City, State" from the parts a listing or venture has, else its free-text location. */
export function placeOf(parts: {
  area?: string | null
  city?: string | null
  state?: string | null
  location?: string | null
}): string {
  const named = [parts.area, parts.city, parts.state].filter((part): part is string =>
    Boolean(part?.trim())
  )
  const unique = named.filter((part, index) => named.indexOf(part) === index)
  return unique.length ? unique.join(', ') : (parts.location ?? '').trim()
}

/** Sentences joined, whitespace collapsed, cut at a word to fit `max` with an ellipsis. */
export function fitDescription(
  sentences: (string | null | undefined)[],
  max = DESCRIPTION_MAX
): string {
  const text = sentences
    .filter((sentence): sentence is string => Boolean(sentence?.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const atWord = cut.lastIndexOf(' ')
  return `${withoutTrailingPunctuation(atWord > max / 2 ? cut.slice(0, atWord) : cut)}…`
}

/** Drops spaces and , . ; : – - at the end: a loop, since `/[…]+$/` rescans a run of them from each of its positions. */
function withoutTrailingPunctuation(text: string): string {
  let end = text.length
  while (end > 0 && /[\s,.;:–-]/.test(text[end - 1])) end--
  return text.slice(0, end)
}

/** An image address made absolute on the page's origin (Open Graph and JSON-LD need absolute URLs). */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null
  try {
    return new URL(url, origin).href
  } catch {
    return null
  }
}

/** A message of the seo namespace. */
export function seoText(i18n: I18n, key: string, data: Record<string, unknown> = {}) {
  return i18n.t(`seo.${key}`, data)
}

/** JSON for an inline <script type="application/ld+json">: nothing in it can close the tag or start markup. */
export function jsonLdText(value: object): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
