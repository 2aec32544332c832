/**
 * First step of reading a question: one spelling for the same thing.
 * Devanagari and Telugu digits become ASCII, Indian digit grouping
 * (1,00,000) loses its commas, number words (English, Hindi, Telugu) become
 * digits, and the text is lower-cased with punctuation turned into spaces
 * (keeping what amounts need: '.', '$', '₹', '+', '-').
 */

const NUMBER_WORDS: Record<string, number> = {
  // English
  'one': 1,
  'two': 2,
  'three': 3,
  'four': 4,
  'five': 5,
  'six': 6,
  'seven': 7,
  'eight': 8,
  'nine': 9,
  'ten': 10,
  'twenty': 20,
  'thirty': 30,
  'forty': 40,
  'fifty': 50,
  'sixty': 60,
  'seventy': 70,
  'eighty': 80,
  'ninety': 90,
  'hundred': 100,
  'half': 0.5,
  // Hindi
  'एक': 1,
  'दो': 2,
  'तीन': 3,
  'चार': 4,
  'पांच': 5,
  'पाँच': 5,
  'छह': 6,
  'छः': 6,
  'सात': 7,
  'आठ': 8,
  'नौ': 9,
  'दस': 10,
  'बीस': 20,
  'पच्चीस': 25,
  'तीस': 30,
  'चालीस': 40,
  'पचास': 50,
  'साठ': 60,
  'सत्तर': 70,
  'अस्सी': 80,
  'नब्बे': 90,
  'सौ': 100,
  'डेढ़': 1.5,
  'डेढ': 1.5,
  'ढाई': 2.5,
  // Telugu
  'ఒకటి': 1,
  'ఒక': 1,
  'రెండు': 2,
  'మూడు': 3,
  'నాలుగు': 4,
  'ఐదు': 5,
  'అయిదు': 5,
  'ఆరు': 6,
  'ఏడు': 7,
  'ఎనిమిది': 8,
  'తొమ్మిది': 9,
  'పది': 10,
  'ఇరవై': 20,
  'ఇరవై ఐదు': 25,
  'ముప్పై': 30,
  'నలభై': 40,
  'యాభై': 50,
  'అరవై': 60,
  'డెబ్బై': 70,
  'ఎనభై': 80,
  'తొంభై': 90,
  'వంద': 100,
  'ఒకటిన్నర': 1.5,
  'రెండున్నర': 2.5,
}

const DEVANAGARI_ZERO = 0x0966
const TELUGU_ZERO = 0x0c66

/** ०-९ and ౦-౯ as 0-9. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096F\u0C66-\u0C6F]/g, (digit) => {
    const code = digit.charCodeAt(0)
    return String(code - (code >= TELUGU_ZERO ? TELUGU_ZERO : DEVANAGARI_ZERO))
  })
}

/** Letters of any script (Latin, Devanagari, Telugu with their vowel signs) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu

export function normalize(text: string): string {
  let out = asciiDigits(text.normalize('NFC')).toLowerCase()
  // 1,00,000 and 300,000 → 100000 and 300000
  out = out.replace(/(\d)[,](?=\d{2,3}\b)/g, '$1').replace(/(\d),(?=\d)/g, '$1')
  // Zero-width joiners that Telugu and Hindi keyboards put inside words.
  out = out.replace(/[\u200c\u200d]/g, '')
  // An apostrophe inside a word joins it (don't → dont), not splits it.
  out = out.replace(/(\p{L})['\u2019](?=\p{L})/gu, '$1')
  out = out.replace(/[^\p{L}\p{M}\p{N}\s.$₹+\-–]/gu, ' ').replace(/–/g, '-')
  // A sentence's full stop is not a decimal point.
  out = out.replace(/\.(?!\d)/g, ' ')
  out = out.replace(WORD, (word) => (word in NUMBER_WORDS ? String(NUMBER_WORDS[word]) : word))
  return out.replace(/\s+/g, ' ').trim()
}

/** Removes a matched span, leaving a space so that neighbours do not join. */
export function cut(text: string, match: { index: number; 0: string }): string {
  return `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * A pattern for whole words of any script: JavaScript's \b only knows ASCII
 * word characters, so Hindi and Telugu words are bounded by lookarounds.
 */
export function words(alternatives: readonly string[]): string {
  const sorted = alternatives
    .map((a) => a.normalize('NFC').toLowerCase())
    .sort((a, b) => b.length - a.length)
    .map(escape)
  return `(?<![\\p{L}\\p{M}\\p{N}])(?:${sorted.join('|')})(?![\\p{L}\\p{M}\\p{N}])`
}

const compiled = new WeakMap<readonly string[], Map<string, RegExp>>()

/**
 * The pattern of `words(alternatives)`, built once per list and flags (the
 * vocabulary lists are constants; a question runs dozens of them). Callers
 * never use lastIndex: with 'g' only in replace() and matchAll().
 */
export function wordRegex(alternatives: readonly string[], flags = 'u'): RegExp {
  const byFlags = compiled.get(alternatives) ?? new Map<string, RegExp>()
  compiled.set(alternatives, byFlags)
  let pattern = byFlags.get(flags)
  if (!pattern) byFlags.set(flags, (pattern = new RegExp(words([...alternatives]), flags)))
  return pattern
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s*')
}
