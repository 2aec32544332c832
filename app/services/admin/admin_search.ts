import db from '@adonisjs/lucid/services/db'
import type { DatabaseQueryBuilderContract } from '@adonisjs/lucid/types/querybuilder'
import {
  booleanMatch,
  ftsMatch,
  MYSQL_MIN_TOKEN,
  searchTerms,
} from '#services/listings/property_text_search'
import { tokenize } from '#services/listings/search_terms'

/**
 * InnoDB's default stopwords (INFORMATION_SCHEMA.INNODB_FT_DEFAULT_STOPWORD).
 * An index built with them (the listings', or any restored from a dump) has
 * no such word, so `+com*` finds nothing where the only word starting with
 * "com" is "com": the searches leave these words out.
 */
const INNODB_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to und was what when where who will with www'.split(
    ' '
  )
)

const isMysql = (builder: DatabaseQueryBuilderContract) =>
  db.connection(builder.client.connectionName).dialect.name === 'mysql'

/**
 * The admin's listing search (issue 28): every word of the term as the start
 * of a word of the title, location or description, answered by the text
 * index the public search falls back to (MySQL FULLTEXT properties_text_idx,
 * SQLite FTS5 properties_fts), so it reads the matching rows instead of a
 * LIKE scan of every listing (455 ms p95 at 100,000 listings). Adds the
 * condition and returns true, or returns false when the index cannot answer
 * (no word, or a word shorter than MySQL indexes): the caller LIKE-scans.
 */
export function whereListingText(builder: DatabaseQueryBuilderContract, term: string): boolean {
  const words = searchTerms(term).filter((word) => !INNODB_STOPWORDS.has(word))
  if (!words.length) return false
  if (isMysql(builder)) {
    if (words.some((word) => word.length < MYSQL_MIN_TOKEN)) return false
    builder.whereRaw('MATCH (title, location, description) AGAINST (? IN BOOLEAN MODE)', [
      booleanMatch(words),
    ])
    return true
  }
  builder.whereRaw('id IN (SELECT rowid FROM properties_fts WHERE properties_fts MATCH ?)', [
    ftsMatch(words),
  ])
  return true
}

/**
 * The people tables' search columns and indexes (migration 0170): name and
 * e-mail in `<table>_text_idx` (MySQL) or `<table>_fts` (SQLite); the phone's
 * digits reversed in an indexed virtual column (MySQL) or in the trigram
 * table `<table>_fts_phone` (SQLite).
 */
const PEOPLE = {
  users: { text: ['name', 'email'], email: 'email', phoneKey: 'phone_key' },
  leads: {
    text: ['contact_name', 'contact_email'],
    email: 'contact_email',
    phoneKey: 'contact_phone_key',
  },
} as const

/**
 * The words of a search that were typed whole: every word but the last,
 * which may still be being typed ("Ravi Ku" finds Ravi Kumar, "Ravi" alone
 * finds Ravindra too). A finished word matches as itself, not as the start
 * of every longer word: "lead" as a prefix is also lead1, lead2… of 100,000
 * e-mail addresses, which the FULLTEXT index reads one by one (150 ms p95;
 * as a word, one list). A term ending with a space or a sign has its last
 * word finished too.
 */
function wordsTypedWhole(term: string): Set<string> {
  const typed = tokenize(term)
  const open = /[\p{L}\p{M}\p{N}]$/u.test(term) ? typed.at(-1) : undefined
  return new Set(typed.filter((word) => word !== open))
}

/** What a typed phone number looks like: digits, spaces, +, brackets, dashes and dots. */
const PHONE_LIKE = /^[\d\s+().-]+$/
/** Fewer digits than this say too little of a phone number: the term is then an id or plain text. */
const MIN_PHONE_DIGITS = 4

/**
 * The admin's Users and Leads searches (issue 28), on indexes instead of a
 * LIKE scan of every row:
 * - a phone number (4 digits or more, with or without the country code,
 *   spaces or brackets) finds the numbers that end with its digits; digits
 *   alone are also an id, and fewer than 4 digits only an id;
 * - otherwise every word is the start of a word of the name or e-mail
 *   (FULLTEXT or FTS5). On MySQL a word under 3 characters must appear in
 *   the name or e-mail of the rows the longer words found;
 * - an e-mail (a term with @): the rows whose e-mail holds it, found by the
 *   words before the @.
 * `id`: the term as an id when it is digits alone (the caller parses it).
 * Adds the condition and returns true, or returns false when no index can
 * answer (only short words, or a short number): the caller LIKE-scans.
 */
export function wherePersonMatches(
  builder: DatabaseQueryBuilderContract,
  table: keyof typeof PEOPLE,
  term: string,
  id: number | null
): boolean {
  const people = PEOPLE[table]
  const mysql = isMysql(builder)
  if (PHONE_LIKE.test(term)) {
    const digits = term.replace(/\D/g, '')
    if (digits.length < MIN_PHONE_DIGITS) {
      if (id === null) return false
      builder.where('id', id)
      return true
    }
    builder.where((where) => {
      if (id !== null) where.orWhere('id', id)
      if (mysql) where.orWhere(people.phoneKey, 'like', `${[...digits].reverse().join('')}%`)
      else
        where.orWhereRaw(`id IN (SELECT rowid FROM ${table}_fts_phone WHERE digits LIKE ?)`, [
          `%${digits}`,
        ])
    })
    return true
  }
  // An e-mail: the words of its local part find the rows, the whole address checks them. Its
  // domain's words ("gmail", "com") are carried by most rows and would make the index read them all.
  const email = term.includes('@')
  const words = tokenize(email ? term.slice(0, term.indexOf('@')) : term).filter(
    (word) => !INNODB_STOPWORDS.has(word)
  )
  const indexed = mysql ? words.filter((word) => word.length >= MYSQL_MIN_TOKEN) : words
  if (!indexed.length) return false
  if (email) builder.where(people.email, 'like', `%${term}%`)
  const whole = email ? new Set<string>() : wordsTypedWhole(term)
  const columns = people.text.join(', ')
  if (mysql) {
    builder.whereRaw(`MATCH (${columns}) AGAINST (? IN BOOLEAN MODE)`, [
      booleanMatch(indexed, whole),
    ])
  } else {
    builder.whereRaw(`id IN (SELECT rowid FROM ${table}_fts WHERE ${table}_fts MATCH ?)`, [
      ftsMatch(indexed, whole),
    ])
  }
  if (email) return true
  for (const word of words.filter((candidate) => !indexed.includes(candidate))) {
    builder.where((where) => {
      for (const column of people.text) where.orWhere(column, 'like', `%${word}%`)
    })
  }
  return true
}
