import { cut, wordRegex } from '#services/assistant/normalize'
import {
  BEDROOM_WORDS,
  PROPERTY_TYPE_WORDS,
  VENTURE_ONLY_TYPE_WORDS,
  VENTURE_WORDS,
} from '#services/assistant/vocabulary'
import {
  AMENITY_WORDS,
  BUILDER_WORDS,
  PROPERTY_STATUS_WORDS,
  VENTURE_STATUS_WORDS,
} from '#services/assistant/project_vocabulary'
import { BUY_WORDS, RENT_WORDS } from '#services/assistant/filler_vocabulary'

/** What a question asks for apart from budget and place, before it is turned into one endpoint's filters. */
export type Features = {
  types: string[]
  bedrooms?: number
  propertyStatus?: string
  ventureStatus?: string
  builder?: string
  amenities: string[]
  ventureWords: boolean
  rent: boolean
}

type Step = { text: string }

const AMENITY_ORDER = Object.keys(AMENITY_WORDS)

/** Finds the first word of any value's list; removes it from the text. */
function pick(step: Step, table: Record<string, string[]>): string | undefined {
  let best: { value: string; match: RegExpExecArray } | undefined
  for (const [value, list] of Object.entries(table)) {
    const match = wordRegex(list).exec(step.text)
    // The longest phrase wins ("under construction" over "construction"), then the earliest.
    if (match && (!best || match[0].length > best.match[0].length)) best = { value, match }
  }
  if (best) step.text = cut(step.text, best.match)
  return best?.value
}

/** Every value whose words occur; all removed from the text. */
function pickAll(step: Step, table: Record<string, string[]>): string[] {
  const found: string[] = []
  for (let value = pick(step, table); value; value = pick(step, table))
    if (!found.includes(value)) found.push(value)
  return found
}

function remove(step: Step, list: string[]): boolean {
  const found = wordRegex(list).test(step.text)
  if (found) step.text = step.text.replace(wordRegex(list, 'gu'), ' ').replace(/\s+/g, ' ').trim()
  return found
}

/**
 * "3 bhk", "2+ bedrooms". The number starts where a run of digits starts and
 * the optional "+" carries its own spaces, so nothing can backtrack over a
 * long run of digits or spaces (docs/security.md "Hostile input").
 */
const BEDROOMS = new RegExp(
  `(?<!\\d)(\\d+)\\s*(?:\\+\\s*)?(?:${BEDROOM_WORDS.map((w) => w.replace(/ /g, '\\s*')).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
  'u'
)

export function readFeatures(text: string): { features: Features; rest: string } {
  const step = { text }
  const rent = remove(step, RENT_WORDS)
  remove(step, BUY_WORDS)
  let bedrooms: number | undefined
  const beds = BEDROOMS.exec(step.text)
  if (beds && Number(beds[1]) >= 1) {
    bedrooms = Math.min(Number(beds[1]), 5)
    step.text = cut(step.text, beds)
  }
  const ventureStatus = pick(step, VENTURE_STATUS_WORDS)
  const propertyStatus = ventureStatus ? undefined : pick(step, PROPERTY_STATUS_WORDS)
  const builder = pick(step, BUILDER_WORDS)
  // In the order of the master list, whatever order they were named in.
  const amenities = pickAll(step, AMENITY_WORDS).sort(
    (a, b) => AMENITY_ORDER.indexOf(a) - AMENITY_ORDER.indexOf(b)
  )
  const types = [
    ...pickAll(step, { ...VENTURE_ONLY_TYPE_WORDS }),
    ...pickAll(step, PROPERTY_TYPE_WORDS),
  ]
  const ventureWords = remove(step, VENTURE_WORDS)
  return {
    features: {
      types,
      bedrooms,
      propertyStatus,
      ventureStatus,
      builder,
      amenities,
      ventureWords,
      rent,
    },
    rest: step.text,
  }
}
