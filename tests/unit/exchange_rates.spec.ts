import { test } from '@japa/runner'
import ExchangeRates, {
  REFRESH_AFTER_MS,
  RETRY_AFTER_MS,
  VALID_FOR_MS,
} from '#services/currency/exchange_rates'
import { FALLBACK_RATES } from '#rules/money'

/** A fake rate source: answers with `rates`, or fails when `rates` is null. */
function source() {
  const state = { rates: { INR: 84, EUR: 0.9 } as Record<string, number> | null, calls: 0 }
  const fetcher = async () => {
    state.calls++
    if (!state.rates) throw new Error('offline')
    return { ok: true, json: async () => ({ base: 'USD', rates: state.rates }) }
  }
  return { state, fetcher }
}

test.group('Exchange rates', () => {
  test('without a source the fallback table is used and nothing is fetched', ({ assert }) => {
    const { state, fetcher } = source()
    const rates = new ExchangeRates('', fetcher)
    assert.deepEqual(rates.current(), {
      rates: { ...FALLBACK_RATES },
      source: 'fallback',
      fetchedAt: null,
    })
    assert.equal(state.calls, 0)
  })

  test('fetches in the background, then serves live rates merged over the table', async ({
    assert,
  }) => {
    let now = 1_000_000
    const { state, fetcher } = source()
    const rates = new ExchangeRates('https://rates.example/latest', fetcher, () => now)
    assert.equal(rates.current().source, 'fallback')
    await rates.refresh()
    const snapshot = rates.current()
    assert.equal(snapshot.source, 'live')
    assert.equal(snapshot.rates.INR, 84)
    assert.equal(snapshot.rates.GBP, FALLBACK_RATES.GBP)
    assert.equal(state.calls, 1)

    now += REFRESH_AFTER_MS - 1
    rates.current()
    assert.equal(state.calls, 1, 'no refresh within the hour')
  })

  test('refreshes hourly; a failing source keeps the cached rates for 24 hours, then falls back', async ({
    assert,
  }) => {
    let now = 0
    const { state, fetcher } = source()
    const rates = new ExchangeRates('https://rates.example/latest', fetcher, () => now)
    await rates.refresh()
    state.rates = null

    now = REFRESH_AFTER_MS
    rates.current()
    await rates.refresh()
    assert.equal(rates.current().rates.INR, 84)
    assert.isAbove(state.calls, 1)

    now = VALID_FOR_MS
    assert.deepEqual(rates.current().rates, { ...FALLBACK_RATES })
    assert.equal(rates.current().source, 'fallback')
  })

  test('a failing source is asked again a minute later, not on every request', async ({
    assert,
  }) => {
    let now = 0
    const { state, fetcher } = source()
    state.rates = null
    const rates = new ExchangeRates('https://rates.example/latest', fetcher, () => now)
    rates.current()
    await rates.refresh()
    rates.current()
    rates.current()
    assert.equal(state.calls, 1)
    now = RETRY_AFTER_MS
    rates.current()
    await rates.refresh()
    assert.equal(state.calls, 2)
  })

  test('garbage answers are ignored', async ({ assert }) => {
    const rates = new ExchangeRates('https://rates.example/latest', async () => ({
      ok: true,
      json: async () => ({ rates: { INR: 'lots' } }),
    }))
    await rates.refresh()
    assert.equal(rates.current().source, 'fallback')
  })
})
