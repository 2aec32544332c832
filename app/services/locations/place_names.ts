import type { TreeNode } from '#services/locations/location_tree'

/** The page languages with names of their own in the tree. */
export type PlaceLocale = 'hi' | 'te'

export function isPlaceLocale(locale: string): locale is PlaceLocale {
  return locale === 'hi' || locale === 'te'
}

/** Devanagari or Telugu letters: only such a text can name a place in those scripts. */
export const INDIC = /[\u0900-\u097F\u0C00-\u0C7F]/

/**
 * How a typed name is compared: composed, without the nukta (ज़ = ज, people
 * often leave it out) and without zero-width joiners (హఫీజ్‌పేట్ = హఫీజ్పేట్).
 */
export function foldIndic(text: string): string {
  return text.normalize('NFC').replace(/[\u093C\u200C\u200D]/g, '')
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The Hindi and Telugu names of a location tree (issue 27). Listings store
 * the English names; pages in hi and te show these instead (English when a
 * place has none), and a search typed in either script is read as the
 * English name, so it finds what the English name finds.
 */
export class PlaceNames {
  #byEnglish = new Map<string, { hi: string | null; te: string | null }>()
  /** Any local name, longest first, at the start of a word. */
  #pattern: RegExp | null = null
  #english = new Map<string, string>()

  constructor(nodes: TreeNode[]) {
    for (const node of nodes) {
      if (!node.nameHi && !node.nameTe) continue
      if (!this.#byEnglish.has(node.name))
        this.#byEnglish.set(node.name, { hi: node.nameHi, te: node.nameTe })
      for (const local of [node.nameHi, node.nameTe]) {
        const key = local && foldIndic(local)
        if (key && !this.#english.has(key)) this.#english.set(key, node.name)
      }
    }
    const keys = [...this.#english.keys()].sort((a, b) => b.length - a.length)
    if (keys.length)
      this.#pattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${keys.map(escape).join('|')})`, 'gu')
  }

  /** One place's name in the language, else its English name. */
  name(english: string, locale: string): string {
    if (!isPlaceLocale(locale)) return english
    return this.#byEnglish.get(english)?.[locale] ?? english
  }

  /** A joined location ("Kondapur, Hyderabad") with each part the language names. */
  label(text: string, locale: string): string {
    if (!isPlaceLocale(locale) || !text) return text
    return text
      .split(',')
      .map((part) => this.name(part.trim(), locale))
      .join(', ')
  }

  /** A `(text) => label` for one page language (identity for English). */
  labeller(locale: string): (text: string) => string {
    return isPlaceLocale(locale) ? (text) => this.label(text, locale) : (text) => text
  }

  /** The English name of a place written in Devanagari or Telugu, if it is one. */
  englishOf(local: string): string | undefined {
    return this.#english.get(foldIndic(local.trim()))
  }

  /**
   * The text with every place name in Devanagari or Telugu replaced by the
   * English name ("हैदराबाद में 2 BHK" → " Hyderabad  में 2 BHK"); a Telugu
   * case ending stays a word of its own (హైదరాబాద్‌లో → Hyderabad లో).
   * Texts in Latin letters are returned as they are.
   */
  toEnglish(text: string): string {
    if (!this.#pattern || !INDIC.test(text)) return text
    return foldIndic(text).replace(this.#pattern, (local) => ` ${this.#english.get(local)} `)
  }

  /** Every English name with a Hindi or Telugu name (GET /api/locations/names), in tree order. */
  entries(): { name: string; name_hi: string | null; name_te: string | null }[] {
    return [...this.#byEnglish].map(([name, { hi, te }]) => ({ name, name_hi: hi, name_te: te }))
  }

  /**
   * Message entries English name → the language's name, for the page's
   * location selects: `t(name)` gives the local name, or the English name
   * itself where there is none (message keys are dotted, names never clash
   * with them). Adds no code to the browser's bundle.
   */
  messages(locale: string): Record<string, string> {
    if (!isPlaceLocale(locale)) return {}
    const entries: Record<string, string> = {}
    for (const [english, names] of this.#byEnglish) {
      const local = names[locale]
      if (local) entries[english] = local
    }
    return entries
  }
}
