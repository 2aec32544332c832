/**
 * A place name's consonant skeleton, so that a locality written in
 * Devanagari or Telugu script finds its English name in the tree without a
 * table of every spelling: हैदराबाद, హైదరాబాద్ and Hyderabad are all "hdrbd".
 * Vowels are dropped (scripts and English spell them too differently),
 * aspirated and plain consonants count as one (థ/ध/th → t), doubles collapse.
 */

const INDIC: Record<string, string> = {}
const letters = (latin: string, chars: string) => [...chars].forEach((c) => (INDIC[c] = latin))
// Devanagari
letters('k', 'कखक़ख़')
letters('g', 'गघग़')
letters('n', 'ङञणनंँ')
letters('c', 'चछ')
letters('j', 'जझज़')
letters('t', 'टठतथ')
letters('d', 'डढदधड़ढ़')
letters('p', 'प')
letters('f', 'फफ़')
letters('b', 'बभ')
letters('m', 'म')
letters('r', 'र')
letters('l', 'लळ')
letters('v', 'व')
letters('s', 'शषस')
letters('h', 'हः')
// Telugu
letters('k', 'కఖ')
letters('g', 'గఘ')
letters('n', 'ఙఞణనం')
letters('c', 'చఛ')
letters('j', 'జఝ')
letters('t', 'టఠతథ')
letters('d', 'డఢదధ')
letters('p', 'ప')
letters('f', 'ఫ')
letters('b', 'బభ')
letters('m', 'మ')
letters('r', 'రఱ')
letters('l', 'లళ')
letters('v', 'వ')
letters('s', 'శషస')
letters('h', 'హః')

/** Doubles collapse; "wh"/"व्ह" is one v. */
const collapse = (text: string) => text.replace(/(.)\1+/g, '$1').replace(/vh/g, 'v')

/**
 * Skeleton of text in Devanagari or Telugu script; other characters (vowels, signs) are dropped.
 * Words stay apart, so two words never match a one-word name (పని వేళలు "work hours" is not Panvel).
 */
export function indicSkeleton(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => collapse([...word.normalize('NFC')].map((c) => INDIC[c] ?? '').join('')))
    .join(' ')
}

/** Skeleton of a Latin-script name, by the same rules, word by word. */
export function latinSkeleton(name: string): string {
  return name.toLowerCase().split(/\s+/).map(latinWord).join(' ')
}

function latinWord(word: string): string {
  const text = word
    .replace(/[^a-z]/g, '')
    .replace(/ph/g, 'f')
    .replace(/([tdkgbj])h/g, '$1')
    .replace(/ch/g, 'C')
    .replace(/sh/g, 's')
    .replace(/c(?=[eiy])/g, 's')
    .replace(/c/g, 'k')
    .replace(/C/g, 'c')
    .replace(/q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 'j')
    // w is v at the start of a syllable (Whitefield, Kondwa), a vowel after one (Gachibowli).
    .replace(/(^|[^aeiou])w/g, '$1v')
    .replace(/[aeiouyw]/g, '')
  return collapse(text)
}
