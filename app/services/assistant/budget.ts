import { CRORE, LAKH, convertCurrency } from '#rules/money'
import { cut, wordRegex, words } from '#services/assistant/normalize'

/**
 * Budgets: "under 1 crore", "between 20 and 40 lakh", "around $300k",
 * "80 लाख से कम", "1 కోటి లోపు", "50 లక్షల నుండి 1 కోటి". Amounts are turned
 * into whole units of the country's currency (listing prices are stored in
 * it); an amount in the other currency is converted at the fallback rates
 * (000 §9) and the reply says so.
 */
export type Budget = { min_price?: number; max_price?: number; converted: boolean }

const UNITS: Record<string, number> = {}
const unit = (value: number, spellings: string[]) =>
  spellings.forEach((s) => (UNITS[s.normalize('NFC')] = value))
unit(LAKH, ['lakh', 'lakhs', 'lac', 'lacs', 'l', 'लाख', 'लाखों', 'లక్ష', 'లక్షలు', 'లక్షల', 'లక్షలో'])
unit(CRORE, ['crore', 'crores', 'cr', 'crs', 'करोड़', 'करोड', 'करोड़ों', 'కోటి', 'కోట్లు', 'కోట్ల', 'కోటిలో'])
unit(1_000, ['k', 'thousand', 'हजार', 'हज़ार', 'వేలు', 'వేల'])
unit(1_000_000, ['m', 'mn', 'million', 'millions', 'मिलियन', 'మిలియన్'])

const DOLLAR = ['$', 'usd', 'dollar', 'dollars', 'डॉलर', 'డాలర్లు', 'డాలర్']
const RUPEE = ['₹', 'rs', 'inr', 'rupees', 'rupee', 'रुपये', 'रुपए', 'रुपया', 'రూపాయలు', 'రూపాయల']

const NUM = '(\\d+(?:\\.\\d+)?)'
const UNIT = `((?:${Object.keys(UNITS)
  .sort((a, b) => b.length - a.length)
  .join('|')})(?![\\p{L}\\p{M}\\p{N}]))`
const CUR = `(\\$|₹|${words(DOLLAR.concat(RUPEE).filter((c) => c.length > 1))})`
/** [currency] number [unit] [currency]: the unit or a currency is what makes a number money. */
const AMOUNT = new RegExp(`(?:${CUR}\\s*)?${NUM}\\s*${UNIT}?(?:\\s*${CUR})?`, 'gu')

const UNDER = [
  'under',
  'below',
  'less than',
  'upto',
  'up to',
  'within',
  'max',
  'maximum',
  'at most',
  'not more than',
  'budget',
  'budget of',
  'से कम',
  'से नीचे',
  'तक',
  'के अंदर',
  'के भीतर',
  'अधिकतम',
  'బడ్జెట్',
  'लोपు',
  'లోపు',
  'లోపల',
  'కంటే తక్కువ',
  'కన్నా తక్కువ',
  'వరకు',
  'లోగా',
]
const ABOVE = [
  'above',
  'over',
  'more than',
  'at least',
  'min',
  'minimum',
  'starting at',
  'starting from',
  'से ज्यादा',
  'से ज़्यादा',
  'से अधिक',
  'से ऊपर',
  'कम से कम',
  'పైన',
  'కంటే ఎక్కువ',
  'కన్నా ఎక్కువ',
  'పైగా',
]
const AROUND = [
  'around',
  'about',
  'approx',
  'approximately',
  'roughly',
  'लगभग',
  'करीब',
  'के आसपास',
  'आसपास',
  'సుమారు',
  'దాదాపు',
  'చుట్టూ',
]
const BETWEEN_JOIN = ['and', 'to', '-', 'से', 'और', 'తో', 'నుండి', 'నుంచి', 'మధ్య', 'కి']
/** What may stand between the two ends of a range: a joining word and spaces; `^\s*(?:word\s*)?$` cannot backtrack over spaces. */
const JOIN = new RegExp(`^\\s*(?:(?:${words(BETWEEN_JOIN)})\\s*)?$`, 'u')
const RANGE_WORDS = ['between', 'from', 'के बीच', 'బీచ్', 'మధ్య', 'मध्य', 'లో', 'range']

type Amount = {
  value: number
  unit: number | null
  currency: 'USD' | 'INR' | null
  index: number
  length: number
}

function readAmounts(text: string): Amount[] {
  const found: Amount[] = []
  for (const m of text.matchAll(AMOUNT)) {
    const cur = m[1] ?? m[4]
    const unitWord = m[3]?.replace(/\s+/g, '')
    const currency = cur ? (DOLLAR.includes(cur) ? 'USD' : 'INR') : null
    const value = Number(m[2])
    const unitValue = unitWord ? UNITS[unitWord] : null
    found.push({ value, unit: unitValue, currency, index: m.index!, length: m[0].length })
  }
  // A bare small number is a count (bedrooms, floors), not a price, unless it opens a range
  // whose other end is money ("between 20 and 40 lakh").
  return found.filter((amount, i) => {
    if (amount.currency || amount.unit || amount.value >= 1000) return true
    const next = found[i + 1]
    return Boolean(next && (next.unit || next.currency) && joined(text, amount, next))
  })
}

function joined(text: string, first: Amount, second: Amount): boolean {
  return JOIN.test(text.slice(first.index + first.length, second.index))
}

/** Money in the country's currency, rounded to whole units. */
function money(
  amount: Amount,
  unitFallback: number | null,
  currency: string
): { value: number; converted: boolean } {
  const raw = amount.value * (amount.unit ?? unitFallback ?? 1)
  const from = amount.currency ?? currency
  if (from === currency) return { value: Math.round(raw), converted: false }
  return { value: Math.round(convertCurrency(raw, from, currency)), converted: true }
}

/** "under a crore", "కోటి లోపు": a crore or a lakh without a number is one. */
const LONE_UNITS = ['crore', 'करोड़', 'करोड', 'కోటి', 'lakh', 'लाख', 'లక్ష']

/**
 * Whether a number ends just before `index`, spaces apart. A loop rather than
 * the lookbehind `(?<![\d.]\s*)`, which rescans a run of spaces from each of
 * its positions (docs/security.md "Hostile input").
 */
function afterNumber(text: string, index: number): boolean {
  let i = index
  while (i > 0 && /\s/.test(text[i - 1])) i--
  return i > 0 && /[\d.]/.test(text[i - 1])
}

export function readBudget(
  question: string,
  currency: string
): { budget: Budget | null; rest: string } {
  const text = question.replace(wordRegex(LONE_UNITS, 'gu'), (word: string, index: number) =>
    afterNumber(question, index) ? word : `1 ${word}`
  )
  const amounts = readAmounts(text)
  if (amounts.length === 0) return { budget: null, rest: text }
  const first = amounts[0]
  const second = amounts[1]
  const between = second && joined(text, first, second)

  if (between) {
    const span = { index: first.index, 0: text.slice(first.index, second.index + second.length) }
    const low = money(first, second.unit, currency)
    const high = money(second, first.unit, currency)
    const rest = cut(text, span).replace(wordRegex(RANGE_WORDS, 'gu'), ' ')
    const [min, max] = low.value <= high.value ? [low.value, high.value] : [high.value, low.value]
    return {
      budget: { min_price: min, max_price: max, converted: low.converted || high.converted },
      rest: rest.trim(),
    }
  }

  const { value, converted } = money(first, null, currency)
  const before = text.slice(Math.max(0, first.index - 24), first.index)
  const after = text.slice(first.index + first.length, first.index + first.length + 24)
  let rest = cut(text, {
    index: first.index,
    0: text.slice(first.index, first.index + first.length),
  })
  const drop = (list: string[]) =>
    (rest = rest.replace(wordRegex(list, 'gu'), ' ').replace(/\s+/g, ' ').trim())
  // The comparator nearest the amount decides; on a tie "at least" wins ("कम से कम" holds "से कम").
  const kinds = [
    {
      list: AROUND,
      budget: { min_price: Math.round(value * 0.9), max_price: Math.round(value * 1.1), converted },
    },
    { list: ABOVE, budget: { min_price: value, converted } },
    { list: UNDER, budget: { max_price: value, converted } },
  ]
  let best: { list: string[]; budget: Budget } | null = null
  let bestDistance = Infinity
  for (const kind of kinds) {
    const distance = nearest(kind.list, before, after)
    if (distance < bestDistance) [best, bestDistance] = [kind, distance]
  }
  if (best) {
    drop(best.list)
    return { budget: best.budget, rest }
  }
  // "1 crore budget", "3 BHK 80 lakh": an amount alone is what one can spend.
  return { budget: { max_price: value, converted }, rest }
}

/** Characters between the amount and the closest word of the list, before or after it. */
function nearest(list: string[], before: string, after: string): number {
  let distance = Infinity
  for (const m of before.matchAll(wordRegex(list, 'gu')))
    distance = Math.min(distance, before.length - (m.index! + m[0].length))
  const firstAfter = wordRegex(list).exec(after)
  if (firstAfter) distance = Math.min(distance, firstAfter.index)
  return distance
}
