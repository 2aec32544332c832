import db from '@adonisjs/lucid/services/db'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type Property from '#models/property'

/** Words that carry no meaning in a property search (MySQL would ignore them anyway). */
const STOPWORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'near', 'of', 'on', 'or', 'the', 'to', 'with'])
const MAX_TERMS = 8
/** MySQL's FULLTEXT indexes words of 3+ characters (innodb_ft_min_token_size). */
const MYSQL_MIN_TOKEN = 3

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

/** Splits the search text into lower-cased words without punctuation. */
export function searchTerms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((term) => term && !STOPWORDS.has(term))
    .slice(0, MAX_TERMS)
}

/**
 * Text search over title, location and description, one interface for both
 * databases: MySQL FULLTEXT in boolean mode with prefix matching, SQLite FTS5
 * with prefix queries. Every word must match (prefixes count: "gachi" finds
 * Gachibowli). Words shorter than MySQL's token size (e.g. "dl") fall back to
 * LIKE on title and location there; short place names like OMR or BTM are
 * three letters and go through the index.
 */
export function applyTextSearch(query: ModelQueryBuilderContract<typeof Property>, text: string) {
  const terms = searchTerms(text)
  if (!terms.length) return query

  if (db.connection(query.client.connectionName).dialect.name === 'mysql') {
    const indexed = terms.filter((term) => term.length >= MYSQL_MIN_TOKEN)
    const short = terms.filter((term) => term.length < MYSQL_MIN_TOKEN)
    if (indexed.length) {
      query.whereRaw('MATCH (title, location, description) AGAINST (? IN BOOLEAN MODE)', [indexed.map((t) => `+${t}*`).join(' ')])
    }
    for (const term of short) {
      query.where((q) => q.whereILike('title', `%${term}%`).orWhereILike('location', `%${term}%`))
    }
    return query
  }

  const match = terms.map((term) => `"${term.replace(/"/g, '')}"*`).join(' AND ')
  return query.whereRaw('properties.id IN (SELECT rowid FROM properties_fts WHERE properties_fts MATCH ?)', [match])
}
