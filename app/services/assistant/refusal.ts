import { EN } from '#services/assistant/refusal_terms_en'
import { HI } from '#services/assistant/refusal_terms_hi'
import { TE } from '#services/assistant/refusal_terms_te'
import type { RefusalGround, RefusalTerms } from '#services/assistant/refusal_terms'
import { fold, stems, stemSet } from '#services/assistant/refusal_stem'

export type { RefusalGround } from '#services/assistant/refusal_terms'

/**
 * Conditions the assistant will not search by: who may live somewhere by
 * religion (and diet, its usual proxy), caste, community, race or colour,
 * ethnicity, national origin, sex used to exclude, family or marital status,
 * or disability. Such conditions are discrimination, illegal in the US (Fair
 * Housing Act) and not allowed here. The ground is returned so the reply can
 * name it; the interpreter checks it before anything else, so a refused
 * question is never searched with the condition dropped.
 *
 * Matching is on stems (refusal_stem.ts), not whole words: a group of people
 * (Hindus, बैचलरों, వికలాంగులు) is refused next to a word that restricts or
 * excludes (only, नहीं, లేని) or, for religion, caste, ethnicity and origin,
 * an area word ("Hispanic neighborhood"); the same word describing the
 * property or its surroundings ("Hindu College", "wheelchair accessible",
 * "ladies hostel", "veg restaurant nearby") is searched. docs/assistant.md
 * says what is allowed and why.
 */

/** The order a ground is reported in when a question has several. */
const PRIORITY: RefusalGround[] = [
  'religion',
  'caste',
  'family',
  'sex',
  'disability',
  'origin',
  'ethnicity',
]
/** Grounds whose groups an area word turns into a condition on neighbours. */
const AREA_GROUNDS = new Set<string>(['religion', 'caste', 'ethnicity', 'origin'])
/** How many words either side a restricting or excluding word may stand. */
const WINDOW = 5
const TELUGU_EMPHATIC = '\u0C47'

type Group = { ground: RefusalGround; areas: boolean; onlyCounts: boolean }

function compile(tables: RefusalTerms[]) {
  const strong = new Map<string, RefusalGround>()
  const groups = new Map<string, Group>()
  const all = (pick: (t: RefusalTerms) => string[]) => tables.flatMap(pick)
  for (const table of tables) {
    for (const [ground, list] of Object.entries(table.strong)) {
      for (const phrase of stemSet(list)) strong.set(phrase, ground as RefusalGround)
    }
    for (const [key, list] of Object.entries(table.groups)) {
      const ground = (key === 'community' ? 'ethnicity' : key) as RefusalGround
      const group = { ground, areas: AREA_GROUNDS.has(key), onlyCounts: ground !== 'sex' }
      for (const phrase of stemSet(list)) groups.set(phrase, group)
    }
  }
  return {
    strong,
    groups,
    only: stemSet(all((t) => t.only)),
    not: stemSet(all((t) => t.not)),
    places: stemSet(all((t) => t.places)),
    colourPeople: new Set(all((t) => t.colourPeople).map(fold)),
    colours: stemSet(all((t) => t.colours)),
    colourNouns: stemSet(all((t) => t.colourNouns)),
    colourLinks: stemSet(all((t) => t.colourLinks)),
    letting: stemSet(all((t) => t.letting)),
    shared: stemSet(all((t) => t.shared)),
  }
}

const TERMS = compile([EN, HI, TE])

/** The phrase of one or two words starting at i that a table holds, longest first. */
function phraseAt(words: string[], i: number, table: Map<string, unknown>): number {
  if (i + 1 < words.length && table.has(`${words[i]} ${words[i + 1]}`)) return 2
  return table.has(words[i]) ? 1 : 0
}

/** Whether a word (or two-word phrase) of a table stands anywhere in the question. */
function anyOf(words: string[], table: Set<string>): boolean {
  return words.some((word, i) => table.has(word) || table.has(`${word} ${words[i + 1]}`))
}

/**
 * "Only" makes a sex group a condition when the question rents or sells to
 * people ("rent only to men", सिर्फ़ आदमियों को किराये पर) and is not about a
 * hostel or PG, where the sex is the kind of building ("girls PG only").
 */
function onlyCounts(words: string[], group: Group): boolean {
  if (group.onlyCounts) return true
  return anyOf(words, TERMS.letting) && !anyOf(words, TERMS.shared)
}

function markerNear(words: string[], raw: string[], start: number, end: number, group: Group) {
  const only = onlyCounts(words, group)
  if (only && raw[end - 1].endsWith(TELUGU_EMPHATIC)) return true
  const from = Math.max(0, start - WINDOW)
  const to = Math.min(words.length, end + WINDOW)
  for (let i = from; i < to; i++) {
    if (i >= start && i < end) continue
    if (TERMS.not.has(words[i])) return true
    if (only && TERMS.only.has(words[i])) return true
    if (group.areas && TERMS.places.has(words[i])) return true
  }
  return false
}

/** A colour naming people: followed by a people word, or by a linking word and one (తెల్లగా ఉండే అద్దెదారులు). */
function colourOfPeople(words: string[], i: number): boolean {
  if (!TERMS.colours.has(words[i])) return false
  const next = words[i + 1] ?? ''
  if (TERMS.colourNouns.has(next)) return true
  return TERMS.colourLinks.has(next) && TERMS.colourNouns.has(words[i + 2] ?? '')
}

function phraseOf(words: string[], i: number, length: number): string {
  return words.slice(i, i + length).join(' ')
}

export function refusalGround(text: string): RefusalGround | null {
  const { raw, stems: words } = stems(text)
  const strong = new Set<RefusalGround>()
  const grouped = new Set<RefusalGround>()
  for (let i = 0; i < words.length; i++) {
    if (TERMS.colourPeople.has(raw[i])) strong.add('ethnicity')
    if (colourOfPeople(words, i)) strong.add('ethnicity')
    const strongLength = phraseAt(words, i, TERMS.strong)
    if (strongLength) strong.add(TERMS.strong.get(phraseOf(words, i, strongLength))!)
    const groupLength = phraseAt(words, i, TERMS.groups)
    if (groupLength) {
      const group = TERMS.groups.get(phraseOf(words, i, groupLength))!
      if (markerNear(words, raw, i, i + groupLength, group)) grouped.add(group.ground)
      i += groupLength - 1
    }
  }
  const found = strong.size > 0 ? strong : grouped
  return PRIORITY.find((ground) => found.has(ground)) ?? null
}
