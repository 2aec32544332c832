/**
 * One spelling per word for the refusal matcher, so that inflected forms
 * meet their dictionary form: "Hindus", हिंदुओं and హిందువులకు all reduce to
 * the stem their table entry reduces to (the tables are stemmed the same
 * way, so a stem never has to be written by hand).
 *
 * Folding: nukta and chandrabindu dropped (लड़कियाँ → लडकियां), long vowels
 * as short ones (हिंदू and हिंदु, తెలుగు ీ/ూ likewise), hyphens as spaces
 * (all-white, non-veg). Stemming strips one or two case endings and then a
 * final vowel sign, never below three code points (इस "this" must not
 * become ईसाई).
 */

const MIN_STEM = 3

const FOLD: Record<string, string> = {
  '\u093C': '', // nukta
  '\u0901': '\u0902', // chandrabindu → anusvara
  '\u0940': '\u093F', // ी → ि
  '\u0942': '\u0941', // ू → ु
  '\u0908': '\u0907', // ई → इ
  '\u090A': '\u0909', // ऊ → उ
  '\u0C40': '\u0C3F', // ీ → ి
  '\u0C42': '\u0C41', // ూ → ు
}

const ENDINGS = {
  // laku, lu: Telugu case endings typed in Latin script (muslimlaku, brahmanulu).
  latin: ["'s", 'ies', 'es', 's', 'ish', 'laku', 'lu'],
  devanagari: ['ियों', 'इयों', 'ियां', 'ाओं', 'ओं', 'ों', 'ाएं', 'ें'],
  telugu: [
    'లకు',
    'లకి',
    'లకే',
    'లను',
    'లని',
    'లలో',
    'లతో',
    'లు',
    'ల',
    'కు',
    'కి',
    'కే',
    'ని',
    'ను',
    'లో',
    'తో',
    'ం',
  ],
}
const FINAL_VOWELS = {
  latin: [] as string[],
  devanagari: ['\u093E', '\u093F', '\u0941', '\u0947', '\u0907'],
  telugu: ['\u0C3E', '\u0C3F', '\u0C41'],
}

function script(word: string): keyof typeof ENDINGS {
  if (/[\u0900-\u097F]/.test(word)) return 'devanagari'
  if (/[\u0C00-\u0C7F]/.test(word)) return 'telugu'
  return 'latin'
}

export function fold(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u093C\u0901\u0940\u0942\u0908\u090A\u0C40\u0C42]/g, (c) => FOLD[c])
    .replace(/[-_/]/g, ' ')
}

function stripOne(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && word.length - ending.length >= MIN_STEM) {
      const rest = word.slice(0, -ending.length)
      // English: "-ss" words (class) and "-es" after a vowel (dates) keep their e/s.
      if (ending === 's' && rest.endsWith('s')) return word
      if (ending === 'ies') return `${rest}y`
      if (ending === 'es' && !/(s|x|z|ch|sh)$/.test(rest)) continue
      return rest
    }
  }
  return word
}

/** The stem of one folded word. */
export function stem(word: string): string {
  const kind = script(word)
  let out = stripOne(stripOne(word, ENDINGS[kind]), ENDINGS[kind])
  out = stripOne(out, FINAL_VOWELS[kind])
  return out
}

/** A folded text as stems, one per word (letters and marks of any script). */
export function stems(text: string): { raw: string[]; stems: string[] } {
  const raw = fold(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  return { raw, stems: raw.map(stem) }
}

/** A table of phrases as the set of their stemmed forms ("non veg" → "non veg"). */
export function stemSet(phrases: readonly string[]): Set<string> {
  return new Set(phrases.map((phrase) => stems(phrase).stems.join(' ')))
}
