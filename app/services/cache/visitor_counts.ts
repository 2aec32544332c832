import { createHash } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { COUNTRIES } from '#rules/countries'

/**
 * Counts every visitor would otherwise trigger (issue 28): home's figures and
 * a search's match count. They are kept in the cache (config/cache.ts) for
 * COUNT_TTL and dropped sooner when listings, ventures or accounts change: a
 * saved model drops its country's counts when its transaction commits
 * (the models' hooks), and the writers that change many rows with one query
 * (imports, unit generation, expiry, admin deletes) call `listingsChanged`.
 * A writer that does neither is seen within COUNT_TTL.
 */
export const COUNT_TTL = '60s'

/** Tags of what a count depends on. */
export const countTags = {
  listings: (country: string) => `listings:${country}`,
  ventures: (country: string) => `ventures:${country}`,
  users: 'users',
}

const ALL_COUNTRIES = Object.keys(COUNTRIES)

/** A stable short key for a set of filters (the order of keys never matters). */
export function filtersKey(filters: Record<string, unknown>): string {
  const sorted = Object.keys(filters)
    .filter((key) => filters[key] !== undefined && filters[key] !== null && filters[key] !== '')
    .sort()
    .map((key) => [key, filters[key]])
  return createHash('sha1').update(JSON.stringify(sorted)).digest('base64url')
}

/** Counted once per COUNT_TTL (or until one of `tags` is dropped), whatever the number of visitors. */
export function cachedCount<T>(key: string, tags: string[], count: () => Promise<T>): Promise<T> {
  return cache.getOrSet({ key: `counts:${key}`, ttl: COUNT_TTL, tags, factory: count })
}

/** Drops the counts that depend on `tags`, after `trx` commits when there is one. */
export function dropCounts(tags: string[], trx?: TransactionClientContract | null) {
  const drop = () =>
    void cache
      .deleteByTag({ tags })
      .catch((error) => logger.warn({ err: error }, 'could not drop cached counts'))
  if (trx && !trx.isCompleted) trx.after('commit', drop)
  else drop()
}

/** Listings of `country` (or of every country) were written by a query, not a model. */
export function listingsChanged(country?: string | null, trx?: TransactionClientContract | null) {
  dropCounts((country ? [country] : ALL_COUNTRIES).map(countTags.listings), trx)
}

/** Ventures of `country` (or of every country) were written by a query, not a model. */
export function venturesChanged(country?: string | null, trx?: TransactionClientContract | null) {
  dropCounts((country ? [country] : ALL_COUNTRIES).map(countTags.ventures), trx)
}
