import { FILLER_WORDS } from '#services/assistant/filler_vocabulary'

/**
 * Asking the assistant to act on a listing it just showed, in English, Hindi
 * or Telugu: "contact the owner of the second one", "call the owner of the
 * Kondapur flat", "दूसरे वाले के मालिक से संपर्क करें", "రెండవ దాని యజమానిని
 * సంప్రదించండి", "book a site visit for the first one", "साइट विज़िट बुक करें",
 * "మొదటి దానికి సైట్ విజిట్ బుక్ చేయండి". Pure: reads normalized text (normalize.ts)
 * and says what is asked, which position (1-based; -1 the last) and the
 * words left to recognise the listing by (a title or locality word).
 */
export type ActionKind = 'contact_owner' | 'site_visit'
export type ActionRequest = { action: ActionKind; ordinal: number | null; words: string[] }

/** English ordinals, whole words. */
const ORDINALS_EN: Record<string, number> = {
  'first': 1,
  '1st': 1,
  'second': 2,
  '2nd': 2,
  'third': 3,
  '3rd': 3,
  'fourth': 4,
  '4th': 4,
  'fifth': 5,
  '5th': 5,
  'sixth': 6,
  '6th': 6,
  'last': -1,
}
/** Hindi and Telugu ordinals: a word starting with one of these (Telugu adds case endings: రెండవదాని). */
const ORDINAL_STEMS: [string, number][] = [
  ['पहला', 1],
  ['पहले', 1],
  ['पहली', 1],
  ['दूसरा', 2],
  ['दूसरे', 2],
  ['दूसरी', 2],
  ['तीसरा', 3],
  ['तीसरे', 3],
  ['तीसरी', 3],
  ['चौथा', 4],
  ['चौथे', 4],
  ['चौथी', 4],
  ['पांचव', 5],
  ['पाँचव', 5],
  ['आखिरी', -1],
  ['आख़िरी', -1],
  ['अंतिम', -1],
  ['మొదటి', 1],
  ['ఒకటవ', 1],
  ['రెండవ', 2],
  ['రెండో', 2],
  ['మూడవ', 3],
  ['మూడో', 3],
  ['నాలుగవ', 4],
  ['నాలుగో', 4],
  ['నాల్గవ', 4],
  ['ఐదవ', 5],
  ['ఐదో', 5],
  ['చివరి', -1],
]
/** "number 2", "नंबर 2", "నంబర్ 2": a digit after one of these is a position. */
const NUMBER_WORDS = new Set(['number', 'no', 'num', 'नंबर', 'नम्बर', 'సంఖ్య', 'నంబర్', 'నెంబర్'])

/** Asking to be put in touch (whole words, or stems for Hindi and Telugu verbs). */
const CONTACT_WORDS = ['contact', 'call', 'phone', 'ring', 'reach', 'message', 'enquire', 'inquire']
const CONTACT_WORDS_EN = new Set([...CONTACT_WORDS, 'touch', 'talk', 'speak', 'connect'])
const CONTACT_STEMS = ['संपर्क', 'सम्पर्क', 'कॉल', 'फोन', 'फ़ोन', 'बात', 'సంప్రదించ', 'కాల్', 'ఫోన్', 'మాట్లాడ']
/** Who is contacted: the listing's owner. */
const OWNER_WORDS_EN = new Set(['owner', 'owners', 'seller', 'landlord'])
const OWNER_STEMS = ['मालिक', 'ओनर', 'विक्रेता', 'యజమాని', 'ఓనర్', 'అమ్మకందారు']
/** A site visit: a visit word, and for English a booking word or "site" with it. */
const VISIT_WORDS_EN = new Set(['visit', 'visits', 'tour', 'viewing'])
const BOOKING_WORDS_EN = new Set(['book', 'schedule', 'arrange', 'fix', 'plan', 'set', 'site'])
const VISIT_STEMS = ['विज़िट', 'विज़िट', 'विजिट', 'दौरा', 'दौरे', 'విజిట్', 'సందర్శ']

/** Words that never name a listing (the action's own words and fillers). */
const NOT_NAMES = new Set([
  ...FILLER_WORDS,
  ...CONTACT_WORDS_EN,
  ...OWNER_WORDS_EN,
  ...VISIT_WORDS_EN,
  ...BOOKING_WORDS_EN,
  ...Object.keys(ORDINALS_EN),
  ...NUMBER_WORDS,
  'the',
  'of',
  'for',
  'to',
  'a',
  'an',
  'one',
  'ones',
  'please',
  'can',
  'you',
  'me',
  'with',
  'at',
  'in',
  'on',
  'that',
  'this',
  'it',
  'get',
  'go',
  'up',
  'vala',
  'wala',
  'वाले',
  'वाला',
  'वाली',
  'साइट',
  'బుక్',
  'సైట్',
  'बुक',
])

/** Stems compare in NFC, as normalize() leaves the text (ज़ is ज + nukta there). */
const startsWithAny = (word: string, stems: readonly string[]) =>
  stems.some((stem) => word.startsWith(stem.normalize('NFC')))

/** The position named in the words, if any (1-based; -1 the last). */
function ordinalOf(words: string[]): number | null {
  for (const [index, word] of words.entries()) {
    if (ORDINALS_EN[word] !== undefined) return ORDINALS_EN[word]
    const stem = ORDINAL_STEMS.find(([prefix]) => word.startsWith(prefix.normalize('NFC')))
    if (stem) return stem[1]
    if (NUMBER_WORDS.has(word) && /^\d+$/.test(words[index + 1] ?? ''))
      return Number(words[index + 1])
  }
  return null
}

/** What the normalized text asks to be done with a shown listing, or null (a search or a question). */
export function readActionRequest(text: string): ActionRequest | null {
  const words = text.split(/\s+/).filter(Boolean)
  const ordinal = ordinalOf(words)
  const visitWord = words.some(
    (word) => VISIT_WORDS_EN.has(word) || startsWithAny(word, VISIT_STEMS)
  )
  // Hindi and Telugu visit words are about a site visit by themselves.
  const booked = words.some((word) => BOOKING_WORDS_EN.has(word) || /[^\p{ASCII}]/u.test(word))
  const contactWord = words.some(
    (word) => CONTACT_WORDS_EN.has(word) || startsWithAny(word, CONTACT_STEMS)
  )
  const ownerWord = words.some(
    (word) => OWNER_WORDS_EN.has(word) || startsWithAny(word, OWNER_STEMS)
  )
  let action: ActionKind | null = null
  if (visitWord && (booked || ordinal !== null)) action = 'site_visit'
  else if (contactWord && (ownerWord || ordinal !== null)) action = 'contact_owner'
  if (!action) return null
  const rest = words.filter(
    (word) =>
      !NOT_NAMES.has(word) &&
      !/^\d+$/.test(word) &&
      ordinalOf([word]) === null &&
      !startsWithAny(word, [...CONTACT_STEMS, ...OWNER_STEMS, ...VISIT_STEMS])
  )
  return { action, ordinal, words: rest }
}
