import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { DateTime } from 'luxon'
import { sqlTime } from '#services/db/sql_time'
import { DESCRIPTION_MAX } from '#rules/listing_rules'
import type { TreeNode } from '#services/locations/location_tree'
import { INDIC, PlaceNames } from '#services/locations/place_names'
import { INDIA_PLACE_NAMES } from '#database/data/location_names_in'

/**
 * The search-term index (table property_search_terms): one row per distinct
 * word of a published listing's title, location and description, keyed by
 * (term, country_code, published_at, property_id). Walking one term's rows in
 * key order gives its listings newest first, so "latest" text searches read a
 * page's worth of rows instead of every match (see property_text_search.ts).
 * Listings are indexed once published; drafts that never went live are not.
 */
export const TERM_MAX_LENGTH = 40
const MAX_TERMS_PER_LISTING = 400

/**
 * Lower-cased words: letters (with their combining signs, so Hindi and
 * Telugu words stay whole) and digits; Latin accents dropped (café = cafe).
 */
function words(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * Lower-cased distinct words (letters and digits) of the given texts. Each
 * text is read up to a listing's longest (its description, DESCRIPTION_MAX
 * characters; the validators refuse longer): lengths first, docs/security.md "Hostile input".
 */
export function tokenize(...texts: (string | null | undefined)[]): string[] {
  const terms = new Set<string>()
  for (const text of texts) {
    for (const word of words((text ?? '').slice(0, DESCRIPTION_MAX))) {
      terms.add(word.slice(0, TERM_MAX_LENGTH))
      if (terms.size >= MAX_TERMS_PER_LISTING) return [...terms]
    }
  }
  return [...terms]
}

export type IndexedListing = {
  id: number
  title: string
  location: string
  description: string
  countryCode: string
  publishedAt: DateTime | string | null
}

let seededNames: PlaceNames | undefined

/**
 * A text's Hindi and Telugu place names as their English names (issue 27), so
 * that a listing written "కొండాపూర్ లో ఇల్లు" is indexed under "kondapur" too:
 * a search typed in either script is read as the English name
 * (place_search.ts) and still finds it. Names of the seeded tree
 * (database/data/location_names_in.ts); null for texts in Latin letters.
 */
function englishPlacesIn(text: string | null | undefined): string | null {
  if (!text || !INDIC.test(text)) return null
  seededNames ??= new PlaceNames(
    Object.entries(INDIA_PLACE_NAMES).map(([name, [nameHi, nameTe]]) => ({
      name,
      nameHi: nameHi || null,
      nameTe: nameTe || null,
    })) as TreeNode[]
  )
  return seededNames.toEnglish(text.slice(0, DESCRIPTION_MAX))
}

/** The index rows of one listing (none until it is published). */
export function termRows(listing: IndexedListing) {
  if (!listing.publishedAt) return []
  const publishedAt =
    typeof listing.publishedAt === 'string' ? listing.publishedAt : sqlTime(listing.publishedAt)
  const { title, location, description } = listing
  const english = [title, location, description].map(englishPlacesIn)
  return tokenize(title, location, ...english, description).map((term) => ({
    term,
    country_code: listing.countryCode,
    published_at: publishedAt,
    property_id: listing.id,
  }))
}

/** The index rows of a raw properties row (migrations and bulk loads that bypass the model). */
export function termRowsOfRecord(row: Record<string, any>) {
  const published: Date | string | null = row.published_at
  const publishedAt =
    published instanceof Date
      ? sqlTime(published)
      : published
        ? String(published).slice(0, 19)
        : null
  return termRows({
    id: row.id,
    title: row.title,
    location: row.location,
    description: row.description,
    countryCode: row.country_code,
    publishedAt,
  })
}

/** Rewrites one listing's index rows, inside the caller's transaction when given. */
export async function reindexListing(listing: IndexedListing, trx?: TransactionClientContract) {
  const client = trx ?? db.connection()
  await client.from('property_search_terms').where('property_id', listing.id).delete()
  const rows = termRows(listing)
  for (let i = 0; i < rows.length; i += 500)
    await client.table('property_search_terms').multiInsert(rows.slice(i, i + 500))
}
