import type { TreeNode } from '#services/locations/location_tree'
import {
  countsApart,
  editDistance,
  letterCounts,
  tolerance,
} from '#services/assistant/edit_distance'
import { cut } from '#services/assistant/normalize'
import { indicSkeleton, latinSkeleton } from '#services/assistant/skeleton'
import { FILLER_WORDS } from '#services/assistant/filler_vocabulary'
import { foldIndic } from '#services/locations/place_names'

const FILLER = new Set(FILLER_WORDS)

/** The location filter of 000 §3 (the parameter names of GET /api/properties and /api/ventures). */
export type PlaceFilter = { state?: string; district?: string; city?: string; area?: string }
/** `local`: the tree's Hindi and Telugu names of the place (null: none known), for the reply's chip. */
export type Place = {
  name: string
  filter: PlaceFilter
  local: { hi: string | null; te: string | null }
}

/**
 * How people write places the tree spells otherwise: old names, and the
 * well-known cities and localities in Devanagari and Telugu script.
 */
const ALIASES: Record<string, string> = {
  'bangalore': 'Bengaluru',
  'bengaluru': 'Bengaluru',
  'bombay': 'Mumbai',
  'madras': 'Chennai',
  'gurgaon': 'Gurugram',
  'calcutta': 'Kolkata',
  'new delhi': 'New Delhi',
  'hitech city': 'HITEC City',
  'hi tech city': 'HITEC City',
  'hitec city': 'HITEC City',
  'हैदराबाद': 'Hyderabad',
  'बेंगलुरु': 'Bengaluru',
  'बैंगलोर': 'Bengaluru',
  'बंगलौर': 'Bengaluru',
  'मुंबई': 'Mumbai',
  'चेन्नई': 'Chennai',
  'दिल्ली': 'Delhi',
  'पुणे': 'Pune',
  'गुरुग्राम': 'Gurugram',
  'गुड़गांव': 'Gurugram',
  'नोएडा': 'Noida',
  'कोलकाता': 'Kolkata',
  'अहमदाबाद': 'Ahmedabad',
  'विशाखापत्तनम': 'Visakhapatnam',
  'व्हाइटफील्ड': 'Whitefield',
  'कोंडापुर': 'Kondapur',
  'गचीबौली': 'Gachibowli',
  'गाचीबोवली': 'Gachibowli',
  'माधापुर': 'Madhapur',
  'कोकापेट': 'Kokapet',
  'तेलंगाना': 'Telangana',
  'कर्नाटक': 'Karnataka',
  'కొలంబస్': 'Columbus',
  'कोलंबस': 'Columbus',
  'హైదరాబాద్': 'Hyderabad',
  'హైదరాబాదు': 'Hyderabad',
  'బెంగళూరు': 'Bengaluru',
  'ముంబై': 'Mumbai',
  'చెన్నై': 'Chennai',
  'ఢిల్లీ': 'Delhi',
  'పూణే': 'Pune',
  'వైట్ఫీల్డ్': 'Whitefield',
  'కొండాపూర్': 'Kondapur',
  'గచ్చిబౌలి': 'Gachibowli',
  'మాదాపూర్': 'Madhapur',
  'కోకాపేట': 'Kokapet',
  'కోకాపేట్': 'Kokapet',
  'విశాఖపట్నం': 'Visakhapatnam',
  'వైజాగ్': 'Visakhapatnam',
  'విజయవాడ': 'Vijayawada',
  'తెలంగాణ': 'Telangana',
  'కర్ణాటక': 'Karnataka',
}

/** Words that are never a place, however close to one they are spelled. */
const NOT_PLACES = new Set([
  'villa',
  'villas',
  'plots',
  'house',
  'flats',
  'under',
  'crore',
  'lakh',
  'lakhs',
  'ready',
  'apartment',
  'between',
  'around',
])

type Entry = { key: string; nodes: TreeNode[]; order: number; counts: Uint16Array }

/** Shorter skeletons name too many places to mean one. */
const MIN_SKELETON = 4

/**
 * Place names of one country's location tree, looked up by whole words:
 * exact names and aliases first, then names within a few typos. Several nodes
 * may share a name (Hyderabad is a city in three districts): the filter keeps
 * the levels they agree on.
 */
export class Gazetteer {
  #entries = new Map<string, Entry>()
  /** The tree's Hindi and Telugu names (folded, place_names.ts) → the entry of the English name. */
  #local = new Map<string, Entry>()
  /** Entries by the length of their name: a phrase is compared only with names it can be within its typos of. */
  #byLength = new Map<number, Entry[]>()
  /** Consonant skeleton → the one name that has it (null: several names share it, so it names none). */
  #skeletons = new Map<string, Entry | null>()

  constructor(nodes: TreeNode[]) {
    for (const node of nodes) {
      const key = node.name.toLowerCase()
      const entry = this.#entries.get(key) ?? {
        key,
        nodes: [],
        order: this.#entries.size,
        counts: letterCounts(key),
      }
      entry.nodes.push(node)
      this.#entries.set(key, entry)
      for (const local of [node.nameHi, node.nameTe]) {
        const folded = local && foldIndic(local)
        if (folded && !this.#local.has(folded)) this.#local.set(folded, entry)
      }
    }
    for (const entry of this.#entries.values()) {
      const sameLength = this.#byLength.get(entry.key.length) ?? []
      sameLength.push(entry)
      this.#byLength.set(entry.key.length, sameLength)
    }
    for (const entry of this.#entries.values()) {
      const skeleton = latinSkeleton(entry.key)
      if (skeleton.replace(/ /g, '').length < MIN_SKELETON) continue
      this.#skeletons.set(
        skeleton,
        this.#skeletons.has(skeleton) && this.#skeletons.get(skeleton) !== entry ? null : entry
      )
    }
  }

  /** The best place named by up to three neighbouring words of the text, and the text without them. */
  find(text: string): { place: Place | null; rest: string } {
    const tokens = [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)]
    let best: { place: Place; start: number; end: number; score: number } | null = null
    for (let size = 3; size >= 1; size--) {
      for (let i = 0; i + size <= tokens.length; i++) {
        const phrase = tokens
          .slice(i, i + size)
          .map((t) => t[0])
          .join(' ')
        const hit = this.#lookup(phrase)
        if (!hit) continue
        // Longer phrases and exact spellings win.
        const score = size * 10 - hit.typos * 4
        if (!best || score > best.score) {
          const start = tokens[i].index!
          const last = tokens[i + size - 1]
          best = { place: hit.place, start, end: last.index! + last[0].length, score }
        }
      }
    }
    if (!best) return { place: null, rest: text }
    return {
      place: best.place,
      rest: cut(text, { index: best.start, 0: text.slice(best.start, best.end) }),
    }
  }

  #lookup(phrase: string): { place: Place; typos: number } | null {
    if (/^\d/.test(phrase) || NOT_PLACES.has(phrase)) return null
    const alias = ALIASES[phrase]
    const exact =
      this.#entries.get(alias ? alias.toLowerCase() : phrase) ?? this.#local.get(foldIndic(phrase))
    if (exact) return { place: placeOf(exact.nodes), typos: 0 }
    if (/[\u0900-\u097F\u0C00-\u0C7F]/.test(phrase)) {
      // Devanagari or Telugu: the one tree name with the same consonants, counted as one typo.
      if (phrase.split(' ').some((word) => FILLER.has(word))) return null
      const skeleton = indicSkeleton(phrase)
      const entry =
        skeleton.replace(/ /g, '').length >= MIN_SKELETON ? this.#skeletons.get(skeleton) : null
      return entry ? { place: placeOf(entry.nodes), typos: 1 } : null
    }
    if (!/^[a-z ]+$/.test(phrase) || phrase.split(' ').some((word) => FILLER.has(word))) return null
    const allowed = tolerance(phrase.length)
    if (allowed === 0) return null
    // The closest name (on a tie the first of the tree), among those its length and letters allow.
    const counts = letterCounts(phrase)
    let found: { entry: Entry; typos: number } | null = null
    for (let length = phrase.length - allowed; length <= phrase.length + allowed; length++) {
      for (const entry of this.#byLength.get(length) ?? []) {
        if (countsApart(counts, entry.counts) > allowed) continue
        const typos = editDistance(phrase, entry.key, allowed)
        if (
          typos <= allowed &&
          (!found ||
            typos < found.typos ||
            (typos === found.typos && entry.order < found.entry.order))
        )
          found = { entry, typos }
      }
    }
    return found ? { place: placeOf(found.entry.nodes), typos: found.typos } : null
  }
}

const LEVELS = ['state', 'district', 'city', 'area'] as const

function placeOf(nodes: TreeNode[]): Place {
  // The most specific level a name is used at (a city named like its district is meant as the city).
  const deepest = Math.max(...nodes.map((n) => LEVELS.indexOf(n.level as (typeof LEVELS)[number])))
  const chosen = nodes.filter((n) => LEVELS.indexOf(n.level as (typeof LEVELS)[number]) === deepest)
  const paths = chosen.map(pathOf)
  const filter: PlaceFilter = {}
  for (const level of LEVELS.slice(0, deepest + 1)) {
    const values = new Set(paths.map((p) => p[level]))
    if (values.size === 1 && [...values][0]) filter[level] = [...values][0]
  }
  return {
    name: chosen[0].name,
    filter,
    local: { hi: chosen[0].nameHi, te: chosen[0].nameTe },
  }
}

function pathOf(node: TreeNode): PlaceFilter {
  const path: PlaceFilter = {}
  for (let n: TreeNode | null = node; n; n = n.parent) {
    if ((LEVELS as readonly string[]).includes(n.level))
      path[n.level as (typeof LEVELS)[number]] = n.name
  }
  return path
}
