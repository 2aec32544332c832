import { termRowsOfRecord } from '#services/listings/search_terms'

/**
 * Builds the search-term index of the seeded listings of `owner` (raw inserts
 * skip the model's hook that keeps it), as the app's own hook would:
 * bench:search and bench:load read their text searches from it.
 */
export async function indexBenchTerms(db: any, owner: number, dialect: string) {
  // SQLite inserts many rows as one compound SELECT, of at most 500 terms.
  const batch = dialect === 'mysql' ? 2000 : 500
  let lastId = 0
  for (;;) {
    const rows = await db
      .from('properties')
      .where('owner_id', owner)
      .where('id', '>', lastId)
      .whereNotNull('published_at')
      .orderBy('id')
      .limit(5000)
      .select('id', 'title', 'location', 'description', 'country_code', 'published_at')
    if (!rows.length) break
    lastId = rows[rows.length - 1].id
    const terms = rows.flatMap(termRowsOfRecord)
    await db.transaction(async (trx: any) => {
      for (let i = 0; i < terms.length; i += batch)
        await trx.table('property_search_terms').multiInsert(terms.slice(i, i + batch))
    })
  }
}
