import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Property from '#models/property'
import { tokenize } from '#services/listings/search_terms'

/** Words that carry no meaning in a property search. */
const STOPWORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'near', 'of', 'on', 'or', 'the', 'to', 'with'])
const MAX_TERMS = 8
/** MySQL's FULLTEXT indexes words of 3+ characters (innodb_ft_min_token_size). */
const MYSQL_MIN_TOKEN = 3
/** How many index rows are read to tell a rare word from a common one. */
const FREQUENCY_PROBE = 2_000

/**
 * "3 BHK" in the search box means three bedrooms: it becomes the bedrooms
 * filter (an indexed column) instead of two words that match nearly every
 * listing. Returns the text without it.
 */
export function extractBedrooms(text: string): { bedrooms: number | null; rest: string } {
  const match = /\b([1-9])\s*\+?\s*bhk\b/i.exec(text)
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
 * (search_terms.ts): a word that is a prefix of exactly one indexed word, the
 * rarest such. Its index rows are read in (published_at, id) order, so a
 * "latest" page stops after a page's worth of matches, and counting stops at
 * the cap. The other words are checked per listing on (property_id, term).
 * When every word is an ambiguous prefix, `drive` is null and the database's
 * own text index answers: MySQL FULLTEXT or SQLite FTS5.
 */
export type TextPlan = {
  terms: string[]
  country: string
  /** The indexed word that leads, and the search word it came from. */
  drive: { word: string; term: string } | null
  /** Some search word starts no indexed word: nothing can match. */
  empty: boolean
}

export async function planTextSearch(text: string, country: string, connectionName?: string): Promise<TextPlan> {
  const terms = searchTerms(text)
  const connection = db.connection(connectionName)
  let drive: TextPlan['drive'] = null
  let driveFrequency = Infinity
  for (const term of terms) {
    const words = await connection
      .from('property_search_terms')
      .where('term', '>=', term)
      .where('term', 'like', `${term}%`)
      .orderBy('term')
      .limit(1)
      .select('term')
    const word: string | undefined = words[0]?.term
    if (!word) return { terms, country, drive: null, empty: true }
    const next = await connection.from('property_search_terms').where('term', '>', word).where('term', 'like', `${term}%`).orderBy('term').limit(1).select('term')
    if (next.length) continue
    const [{ total }] = await connection
      .query()
      .from(connection.from('property_search_terms').where('term', word).where('country_code', country).select('term').limit(FREQUENCY_PROBE).as('probe'))
      .count('* as total')
    if (Number(total) < driveFrequency) {
      drive = { word, term }
      driveFrequency = Number(total)
    }
  }
  return { terms, country, drive, empty: false }
}

/**
 * Adds the text condition to a public search. With a driving word the query
 * joins the search-term index as `t`; the caller may then order by
 * t.published_at, t.property_id to walk it newest first.
 */
export function applyTextSearch(query: ModelQueryBuilderContract<typeof Property>, plan: TextPlan) {
  const { terms, drive, country } = plan
  if (!terms.length) return query
  if (plan.empty) return query.whereRaw('1 = 0')

  if (drive) {
    query.join('property_search_terms as t', 't.property_id', 'properties.id').where('t.term', drive.word).where('t.country_code', country)
    for (const term of terms) {
      if (term === drive.term) continue
      query.whereExists((sub) =>
        sub.from('property_search_terms as o').whereColumn('o.property_id', 'properties.id').where('o.term', 'like', `${term}%`)
      )
    }
    return query
  }

  if (db.connection(query.client.connectionName).dialect.name === 'mysql') {
    const indexed = terms.filter((term) => term.length >= MYSQL_MIN_TOKEN)
    const short = terms.filter((term) => term.length < MYSQL_MIN_TOKEN)
    if (indexed.length) {
      query.whereRaw('MATCH (properties.title, properties.location, properties.description) AGAINST (? IN BOOLEAN MODE)', [
        indexed.map((t) => `+${t}*`).join(' '),
      ])
    }
    for (const term of short) {
      query.whereExists((sub) =>
        sub.from('property_search_terms as o').whereColumn('o.property_id', 'properties.id').where('o.term', 'like', `${term}%`)
      )
    }
    return query
  }

  const match = terms.map((term) => `"${term.replace(/"/g, '')}"*`).join(' AND ')
  return query.whereRaw('properties.id IN (SELECT rowid FROM properties_fts WHERE properties_fts MATCH ?)', [match])
}
