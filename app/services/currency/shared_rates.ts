import cache from '@adonisjs/cache/services/main'
import { LOCKS, runAlone } from '#services/locks/named_locks'
import { VALID_FOR_MS, type SharedRates, type StoredRates } from '#services/currency/exchange_rates'

const KEY = 'currency:rates'

/**
 * The currency rates one instance fetched, for all (issue 29): kept in the
 * cache (config/cache.ts; with CACHE_STORE=redis every instance reads the
 * same entry) for as long as rates are trusted, and fetched under a lock so
 * a fleet asks the rate source once an hour, not once per instance.
 */
export const sharedRates: SharedRates = {
  read: () => cache.get<StoredRates>({ key: KEY }),
  write: (stored) => cache.set({ key: KEY, value: stored, ttl: VALID_FOR_MS }),
  alone: async (fetch) => {
    const done = await runAlone(LOCKS.currencyRefresh, fetch)
    return done.ran
  },
}
