import { test } from '@japa/runner'
import { convertCurrency, formatApproxPrice, formatListingPrice, roughly } from '#rules/money'
import { currencyOf } from '#rules/countries'
import { PRICE_PRESETS } from '#rules/search_options'

test.group('A listing price in its own currency', () => {
  test('rupees read as lakhs and crores, dollars whole', ({ assert }) => {
    assert.equal(formatListingPrice(8_500_000, 'INR'), '₹85 L')
    assert.equal(formatListingPrice(12_500_000, 'INR'), '₹1.25 Cr')
    assert.equal(formatListingPrice(8_500_000, 'INR', 'lakhs1'), '₹85.0L')
    assert.equal(formatListingPrice(8_512_345, 'INR', 'lakhs2'), '₹85.12L')
    assert.equal(formatListingPrice(650_000, 'USD'), '$650,000')
    assert.equal(formatListingPrice(650_000, 'USD', 'lakhs2'), '$650,000')
    assert.equal(formatListingPrice(1_250_000.4, 'USD'), '$1,250,000')
    assert.equal(formatListingPrice('x', 'USD'), '—')
  })

  test('each country prices in its currency', ({ assert }) => {
    assert.equal(currencyOf('IN'), 'INR')
    assert.equal(currencyOf('US'), 'USD')
  })

  test('conversion between any two currencies through base USD', ({ assert }) => {
    assert.equal(convertCurrency(8_325, 'INR', 'USD'), 100)
    assert.equal(convertCurrency(100, 'USD', 'INR'), 8_325)
    assert.equal(convertCurrency(100, 'USD', 'USD'), 100)
    assert.closeTo(convertCurrency(100, 'USD', 'INR', { USD: 1, INR: 84 }), 8_400, 1e-9)
    assert.throws(() => convertCurrency(1, 'XYZ', 'USD'))
  })

  test('an approximation keeps three significant digits', ({ assert }) => {
    assert.equal(roughly(102_102.1), 102_000)
    assert.equal(roughly(54_112_500), 54_100_000)
    assert.equal(roughly(987), 987)
    assert.equal(roughly(0), 0)
  })

  test('"≈ $102,000" for a visitor from the other country, nothing for one from the listing\'s', ({
    assert,
  }) => {
    assert.equal(formatApproxPrice(8_500_000, 'INR', 'USD'), '≈ $102,000')
    assert.equal(formatApproxPrice(650_000, 'USD', 'INR'), '≈ ₹5.41 Cr')
    assert.equal(formatApproxPrice(650_000, 'USD', 'INR', { USD: 1, INR: 80 }), '≈ ₹5.2 Cr')
    assert.isNull(formatApproxPrice(8_500_000, 'INR', 'INR'))
    assert.isNull(formatApproxPrice(650_000, 'USD', 'USD'))
  })
})

test.group('Price presets per country', () => {
  test('India keeps the rupee presets of 000 §9; the US gets dollar bands that fit US homes', ({
    assert,
  }) => {
    assert.deepEqual(
      PRICE_PRESETS.IN.map((p) => p.label),
      ['0-25L', '25L-50L', '50L-1Cr', '1Cr-2.5Cr', '2.5Cr-5Cr', '5Cr+']
    )
    assert.deepEqual(
      PRICE_PRESETS.US.map((p) => [p.min, p.max]),
      [
        [0, 200_000],
        [200_000, 400_000],
        [400_000, 700_000],
        [700_000, 1_000_000],
        [1_000_000, 2_000_000],
        [2_000_000, 999_999_999],
      ]
    )
  })
})
