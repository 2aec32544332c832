import { test } from '@japa/runner'
import {
  convertFromInr,
  FALLBACK_RATES,
  formatCurrency,
  formatLakhs,
  formatPerSqft,
  formatRupeesShort,
  groupIndian,
} from '#rules/money'

test.group('Money formatting (000 §9)', () => {
  test('Indian digit grouping', ({ assert }) => {
    assert.equal(groupIndian(0), '0')
    assert.equal(groupIndian(999), '999')
    assert.equal(groupIndian(99999), '99,999')
    assert.equal(groupIndian(100000), '1,00,000')
    assert.equal(groupIndian(1234567), '12,34,567')
    assert.equal(groupIndian(10000000), '1,00,00,000')
    assert.equal(groupIndian(999999999), '99,99,99,999')
    assert.equal(groupIndian(-1234567), '-12,34,567')
    assert.equal(groupIndian(1234567.891, 2), '12,34,567.89')
  })

  test('lakhs: divide by 1,00,000, one decimal, suffix L, rupee symbol by default', ({
    assert,
  }) => {
    assert.equal(formatLakhs(0), '₹0.0L')
    assert.equal(formatLakhs(99999), '₹1.0L')
    assert.equal(formatLakhs(100000), '₹1.0L')
    assert.equal(formatLakhs(2500000), '₹25.0L')
    assert.equal(formatLakhs(10000000), '₹100.0L')
    assert.equal(formatLakhs(999999999), '₹10,000.0L')
    assert.equal(formatLakhs(-250000), '-₹2.5L')
    assert.equal(formatLakhs(12345678, { symbol: '$' }), '$123.5L')
  })

  test('favorites use two decimals of lakhs', ({ assert }) => {
    assert.equal(formatLakhs(12345678, { decimals: 2 }), '₹123.46L')
    assert.equal(formatLakhs(99999, { decimals: 2 }), '₹1.00L')
  })

  test('short rupees: crores from 1 Cr, lakhs from 1 L, grouped rupees below', ({ assert }) => {
    assert.equal(formatRupeesShort(0), '₹0')
    assert.equal(formatRupeesShort(99999), '₹99,999')
    assert.equal(formatRupeesShort(100000), '₹1 L')
    assert.equal(formatRupeesShort(2550000), '₹25.5 L')
    assert.equal(formatRupeesShort(10000000), '₹1 Cr')
    assert.equal(formatRupeesShort(12500000), '₹1.25 Cr')
    assert.equal(formatRupeesShort(999999999), '₹100 Cr')
    assert.equal(formatRupeesShort(-12500000), '-₹1.25 Cr')
  })

  test('price per sq ft is rounded', ({ assert }) => {
    assert.equal(formatPerSqft(12500000, 1850), '₹6,757')
    assert.equal(formatPerSqft(1000, 3), '₹333')
    assert.equal(formatPerSqft(545000, 2150, 'USD'), '$253')
    assert.equal(formatPerSqft(1000, 0), '—')
  })

  test('currencies: USD 2 decimals, INR Indian grouping, JPY/KRW/VND no decimals', ({ assert }) => {
    assert.equal(formatCurrency(545000, 'USD'), '$545,000.00')
    assert.equal(formatCurrency(0, 'USD'), '$0.00')
    assert.equal(formatCurrency(1234567.5, 'INR'), '₹12,34,567.50')
    assert.equal(formatCurrency(1234567.5, 'JPY'), '¥1,234,568')
    assert.equal(formatCurrency(1500, 'KRW'), '₩1,500')
    assert.equal(formatCurrency(1500, 'VND'), '₫1,500')
    assert.equal(formatCurrency(-12.5, 'USD'), '-$12.50')
    assert.equal(formatCurrency(99.999, 'EUR'), '€100.00')
  })

  test('non-numeric input shows a dash instead of NaN', ({ assert }) => {
    for (const bad of [Number.NaN, Infinity, undefined, null, 'abc', '', {}]) {
      assert.equal(formatLakhs(bad), '—')
      assert.equal(formatRupeesShort(bad), '—')
      assert.equal(formatCurrency(bad, 'USD'), '—')
      assert.equal(formatPerSqft(bad, 100), '—')
    }
    assert.equal(formatLakhs('2500000'), '₹25.0L')
  })

  test('INR converts through USD-based rates', ({ assert }) => {
    assert.equal(convertFromInr(8325, 'USD', FALLBACK_RATES), 100)
    assert.equal(convertFromInr(8325, 'INR', FALLBACK_RATES), 8325)
    assert.closeTo(convertFromInr(8325, 'GBP', FALLBACK_RATES), 82, 1e-9)
    assert.closeTo(convertFromInr(8325, 'USD', { USD: 1, INR: 80 }), 104.0625, 1e-9)
    assert.throws(() => convertFromInr(1, 'XYZ', FALLBACK_RATES))
  })
})

test.group('Home stats rounding', () => {
  test('rounds down with a plus, never up', async ({ assert }) => {
    const { niceCount } = await import('#rules/nice_count')
    assert.equal(niceCount(0), '0')
    assert.equal(niceCount(7), '7')
    assert.equal(niceCount(20), '20+')
    assert.equal(niceCount(137), '100+')
    assert.equal(niceCount(5_999), '5,000+')
    assert.equal(niceCount(10_000), '10,000+')
    assert.equal(niceCount(12_345), '12,000+')
    assert.equal(niceCount(1_234_567), '1,200,000+')
  })
})
