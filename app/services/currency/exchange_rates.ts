import { FALLBACK_RATES } from '#rules/money'

const HOUR = 60 * 60 * 1000
/** Refresh in the background once the rates are this old. */
export const REFRESH_AFTER_MS = HOUR
/** Past this age rates are no longer trusted and the fallback table is used. */
export const VALID_FOR_MS = 24 * HOUR
const FETCH_TIMEOUT_MS = 3000

export type RatesSnapshot = {
  rates: Record<string, number>
  source: 'live' | 'fallback'
  fetchedAt: number | null
}

/** Rates as fetched (base USD), and when. */
export type StoredRates = { rates: Record<string, number>; fetchedAt: number }

/**
 * Where instances share what one of them fetched (shared_rates.ts: the cache
 * and a lock). Without it each process fetches for itself.
 */
export type SharedRates = {
  read(): Promise<StoredRates | null | undefined>
  write(stored: StoredRates): Promise<unknown>
  /** Runs `fetch` unless another instance is fetching (then false, at once). */
  alone(fetch: () => Promise<void>): Promise<boolean>
}

/** A background refresh that failed is tried again after this, not on every request. */
export const RETRY_AFTER_MS = 60 * 1000

type Fetcher = (
  url: string,
  init: { signal: AbortSignal }
) => Promise<{ ok: boolean; json(): Promise<unknown> }>

/**
 * Currency rates with base USD (units per 1 USD) from a configurable source,
 * cached for 24 h and refreshed hourly in the background, so no page ever
 * waits on the network. Without a source, or while it fails, the fallback
 * table of 000 §9 is used.
 */
export default class ExchangeRates {
  #cache: StoredRates | null = null
  #refreshing: Promise<void> | null = null
  #triedAt = -Infinity

  constructor(
    private url: string,
    private fetcher: Fetcher = fetch,
    private now: () => number = Date.now,
    private shared: SharedRates | null = null
  ) {}

  /** Current rates; starts a background refresh when they are due (at most once a minute). */
  current(): RatesSnapshot {
    const age = this.#cache ? this.now() - this.#cache.fetchedAt : Infinity
    if (this.url && age >= REFRESH_AFTER_MS && this.now() - this.#triedAt >= RETRY_AFTER_MS) {
      this.#triedAt = this.now()
      void this.refresh()
    }
    if (this.#cache && age < VALID_FOR_MS) {
      return {
        rates: { ...FALLBACK_RATES, ...this.#cache.rates },
        source: 'live',
        fetchedAt: this.#cache.fetchedAt,
      }
    }
    return { rates: { ...FALLBACK_RATES }, source: 'fallback', fetchedAt: null }
  }

  /**
   * Fetches fresh rates once (concurrent callers share the call); failures
   * keep what we had. With shared rates, rates another instance fetched
   * within the hour are taken instead, and one instance at a time fetches
   * (the others keep theirs and take its rates on their next refresh).
   */
  refresh(): Promise<void> {
    if (!this.url) return Promise.resolve()
    this.#refreshing ??= (this.shared ? this.#refreshShared(this.shared) : this.#fetch()).finally(
      () => (this.#refreshing = null)
    )
    return this.#refreshing
  }

  async #refreshShared(shared: SharedRates) {
    if (await this.#adopt(shared)) return
    const ran = await shared
      .alone(async () => {
        if (await this.#adopt(shared)) return
        const before = this.#cache
        await this.#fetch()
        if (this.#cache && this.#cache !== before) await shared.write(this.#cache)
      })
      .catch(async () => {
        await this.#fetch() // the lock or cache is unreachable: fetch for this process
        return true
      })
    // Another instance is fetching: take its rates on the next request, not a minute later.
    if (!ran) this.#triedAt = -Infinity
  }

  /** Takes the shared rates when they are newer than ours; true when they need no refresh. */
  async #adopt(shared: SharedRates): Promise<boolean> {
    const stored = await shared.read().catch(() => null)
    if (stored && stored.fetchedAt > (this.#cache?.fetchedAt ?? -Infinity)) this.#cache = stored
    return Boolean(stored && this.now() - stored.fetchedAt < REFRESH_AFTER_MS)
  }

  async #fetch() {
    try {
      const response = await this.fetcher(this.url, {
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      })
      if (!response.ok) return
      const rates = parseRates(await response.json())
      if (rates) this.#cache = { rates, fetchedAt: this.now() }
    } catch {
      // Offline or a bad answer: keep the cached rates (or the fallback table).
    }
  }
}

/** Accepts {"rates": {"INR": 83.1, ...}} with base USD; anything else is ignored. */
function parseRates(body: unknown): Record<string, number> | null {
  const rates = (body as { rates?: unknown })?.rates
  if (!rates || typeof rates !== 'object') return null
  const clean: Record<string, number> = {}
  for (const [code, value] of Object.entries(rates)) {
    if (/^[A-Z]{3}$/.test(code) && typeof value === 'number' && Number.isFinite(value) && value > 0)
      clean[code] = value
  }
  return clean.INR ? { ...clean, USD: 1 } : null
}
