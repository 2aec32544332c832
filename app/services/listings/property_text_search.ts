import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'
import type Property from '#models/property'
import { tokenize } from '#services/listings/search_terms'

/** Words that carry no meaning in a property search (as tokenize spells them). */
const STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'at',
  'for',
  'in',
  'near',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  // Hindi and Telugu words around a place name ("हैदराबाद में", "హైదరాబాద్ లో", issue 27).
  'में',
  'के',
  'का',
  'की',
  'पास',
  'లో',
  'దగ్గర',
])
const MAX_TERMS = 8
/** MySQL's FULLTEXT indexes words of 3+ characters (innodb_ft_min_token_size). */
export const MYSQL_MIN_TOKEN = 3

/**
 * A MySQL boolean-mode query: every word as the start of a word, or as a
 * word of its own when it is in `whole`.
 */
export const booleanMatch = (words: string[], whole: ReadonlySet<string> = new Set()) =>
  words.map((word) => `+${word}${whole.has(word) ? '' : '*'}`).join(' ')

/** An SQLite FTS5 query: every word as the start of a word, or whole when it is in `whole`. */
export const ftsMatch = (words: string[], whole: ReadonlySet<string> = new Set()) =>
  words.map((word) => `"${word.replace(/"/g, '')}"${whole.has(word) ? '' : '*'}`).join(' AND ')
/**
 * How many index rows are read to tell a rare word from a common one (tests
 * lower it to reach the common-word path with a handful of listings).
 */
export const textSearchSettings = { frequencyProbe: 2_000 }

/**
 * "3 BHK" in the search box means three bedrooms: it becomes the bedrooms
 * filter (an indexed column) instead of two words that match nearly every
 * listing. Returns the text without it.
 */
export function extractBedrooms(text: string): { bedrooms: number | null; rest: string } {
  const match = /\b([1-9])\s*(?:\+\s*)?bhk\b/i.exec(text)
  if (!match) return { bedrooms: null, rest: text }
  return { bedrooms: Math.min(Number(match[1]), 5), rest: text.replace(match[0], ' ') }
}

/** The search text's words, as the index spells them, without stopwords. */
export function searchTerms(text: string): string[] {
  return tokenize(text)
    .filter((term) => !STOPWORDS.has(term))
    .slice(0, MAX_TERMS)
}

/**
 * How a text search runs. Every word must match the start of a word in the
 * title, location or description ("gachi" finds Gachibowli).
 *
 * `drive` is the word that leads the search through the search-term index
 * (search_terms.ts): a search word that is the start of exactly one indexed
 * word, the rarest such. Its index rows are read in (published_at, id) order,
 * so a "latest" page stops after a page's worth of matches, and counting stops
 * at the cap. Every other word is checked per listing on (property_id, term):
 * a join when it names one indexed word, a per-row subquery when several.
 * When every word is an ambiguous prefix, `drive` is null and the database's
 * own text index answers: MySQL FULLTEXT or SQLite FTS5.
 */
export type TextPlan = {
  terms: string[]
  country: string
  /** The indexed word each search word stands for, when it stands for exactly one. */
  words: (string | null)[]
  drive: { word: string; term: string } | null
  /** The driving word is common (textSearchSettings.frequencyProbe listings or more in the country). */
  dense: boolean
  /** Some search word starts no indexed word: nothing can match. */
  empty: boolean
}

type Runner = (query: any) => Promise<Record<string, unknown>[]>
const run: Runner = async (query) => query

/**
 * The first indexed word (after `after`, when given) that `term` starts: an
 * index seek, not MIN() over the range.
 */
function wordStartedBy(connection: QueryClientContract, term: string, after?: string) {
  const query = connection.from('property_search_terms').where('term', 'like', `${term}%`)
  if (after !== undefined) query.where('term', '>', after)
  return query.orderBy('term').limit(1).select('term')
}

/** Statement 1: for each word, the first indexed word it starts. */
function firstWordsQuery(connection: QueryClientContract, terms: string[]) {
  const query = connection.query()
  terms.forEach((term, i) => {
    query.select(wordStartedBy(connection, term).as(`first_${i}`))
  })
  return query
}

/**
 * Statement 2: for each word, the next indexed word it starts after the first
 * (none: the word names exactly one), and how many listings of the country have
 * that first word, counted up to textSearchSettings.frequencyProbe.
 */
function secondWordsQuery(
  connection: QueryClientContract,
  terms: string[],
  firsts: string[],
  country: string
) {
  const query = connection.query()
  terms.forEach((term, i) => {
    query.select(wordStartedBy(connection, term, firsts[i]).as(`second_${i}`))
    const rows = connection
      .from('property_search_terms')
      .where('term', firsts[i])
      .where('country_code', country)
      .select('term')
      .limit(textSearchSettings.frequencyProbe)
    query.select(
      connection
        .query()
        .from(rows.as(`probe_${i}`))
        .count('* as n')
        .as(`n_${i}`)
    )
  })
  return query
}

/**
 * Plans a text search with two small index reads. `runner` executes each
 * statement (the benchmark passes one that sends the same SQL raw).
 */
export async function planTextSearch(
  text: string,
  country: string,
  connectionName?: string,
  runner: Runner = run
): Promise<TextPlan> {
  const terms = searchTerms(text)
  const none: TextPlan = { terms, country, words: [], drive: null, dense: false, empty: false }
  if (!terms.length) return none
  const connection = db.connection(connectionName)
  const [first] = await runner(firstWordsQuery(connection, terms))
  const firsts = terms.map((_, i) => first[`first_${i}`] as string | null)
  if (firsts.some((word) => !word)) return { ...none, empty: true }

  const [second] = await runner(secondWordsQuery(connection, terms, firsts as string[], country))
  const words = terms.map((_, i) => (second[`second_${i}`] ? null : firsts[i]))
  const candidates = terms
    .map((term, i) => ({ term, word: words[i], count: Number(second[`n_${i}`]) }))
    .filter((c): c is { term: string; word: string; count: number } => c.word !== null)
  if (!candidates.length) return { ...none, words }
  const rarest = candidates.reduce((best, c) => (c.count < best.count ? c : best))
  return {
    terms,
    country,
    words,
    drive: { word: rarest.word, term: rarest.term },
    dense: rarest.count >= textSearchSettings.frequencyProbe,
    empty: false,
  }
}

/**
 * "This listing also has a word starting with…", as a scalar subquery on
 * (property_id, term), run per candidate row. Not EXISTS or IN: MariaDB turns
 * those into semi-joins that read every listing with the word (seconds).
 */
function alsoHasPrefix(query: ModelQueryBuilderContract<typeof Property>, term: string) {
  query.whereRaw(
    '(SELECT COUNT(*) FROM property_search_terms o WHERE o.property_id = properties.id AND o.term LIKE ?) > 0',
    [`${term}%`]
  )
}

/**
 * Adds the text condition to a public search. With a driving word the query
 * joins the search-term index as `t`; the caller may then order by
 * t.published_at, t.property_id to walk it newest first.
 *
 * `byListing`: the page is sorted by a listing column (price, area). For a
 * common driving word MySQL then walks that column's index and checks the
 * word per listing (STRAIGHT_JOIN keeps that order), which stops after a
 * page instead of sorting every listing with the word.
 */
export function applyTextSearch(
  query: ModelQueryBuilderContract<typeof Property>,
  plan: TextPlan,
  options: { byListing?: boolean } = {}
) {
  const { terms, drive, country, words } = plan
  if (!terms.length) return query
  if (plan.empty) return query.whereRaw('1 = 0')
  const mysql = db.connection(query.client.connectionName).dialect.name === 'mysql'

  if (drive) {
    if (options.byListing && plan.dense && mysql) {
      query.joinRaw(
        'STRAIGHT_JOIN property_search_terms AS t ON t.property_id = properties.id AND t.term = ? AND t.country_code = ?',
        [drive.word, country]
      )
    } else {
      query
        .join('property_search_terms as t', 't.property_id', 'properties.id')
        .where('t.term', drive.word)
        .where('t.country_code', country)
    }
    terms.forEach((term, i) => {
      if (term === drive.term) return
      const word = words[i]
      if (!word) return alsoHasPrefix(query, term)
      // One row per (listing, word): a join cannot duplicate results.
      query.join(`property_search_terms as o${i}`, (join) =>
        join.on(`o${i}.property_id`, '=', 't.property_id').andOnVal(`o${i}.term`, '=', word)
      )
    })
    return query
  }

  if (mysql) {
    const indexed = terms.filter((term) => term.length >= MYSQL_MIN_TOKEN)
    const short = terms.filter((term) => term.length < MYSQL_MIN_TOKEN)
    if (indexed.length) {
      query.whereRaw(
        'MATCH (properties.title, properties.location, properties.description) AGAINST (? IN BOOLEAN MODE)',
        [booleanMatch(indexed)]
      )
    }
    for (const term of short) alsoHasPrefix(query, term)
    return query
  }

  return query.whereRaw(
    'properties.id IN (SELECT rowid FROM properties_fts WHERE properties_fts MATCH ?)',
    [ftsMatch(terms)]
  )
}
