import { test } from '@japa/runner'
import {
  affordablePrice,
  downPaymentOf,
  loanAmount,
  loanSummary,
  monthlyInstalment,
  mortgagePayment,
  nonNegative,
  principalFor,
} from '#rules/loans'

/**
 * Known results (issue 31), amounts in minor units. The instalments are the
 * ones bank calculators quote for the standard reducing-balance formula
 * (SBI / HDFC EMI calculators for rupees, amortization tables for dollars).
 */
const KNOWN = [
  {
    principal: 50_00_000_00,
    ratePercent: 8.5,
    years: 20,
    monthly: 43_391_16,
    note: '₹50 L, 8.5 %, 20 y',
  },
  {
    principal: 1_00_00_000_00,
    ratePercent: 9,
    years: 20,
    monthly: 89_972_60,
    note: '₹1 Cr, 9 %, 20 y',
  },
  {
    principal: 10_00_000_00,
    ratePercent: 10,
    years: 5,
    monthly: 21_247_04,
    note: '₹10 L, 10 %, 5 y',
  },
  {
    principal: 400_000_00,
    ratePercent: 6.5,
    years: 30,
    monthly: 2_528_27,
    note: '$400,000, 6.5 %, 30 y',
  },
  {
    principal: 300_000_00,
    ratePercent: 7,
    years: 30,
    monthly: 1_995_91,
    note: '$300,000, 7 %, 30 y',
  },
  {
    principal: 200_000_00,
    ratePercent: 5,
    years: 15,
    monthly: 1_581_59,
    note: '$200,000, 5 %, 15 y',
  },
  {
    principal: 12_000_00,
    ratePercent: 0,
    years: 1,
    monthly: 1_000_00,
    note: 'no interest: principal / months',
  },
  { principal: 0, ratePercent: 8.5, years: 20, monthly: 0, note: 'no loan' },
]

test.group('Loan arithmetic (rules/loans.ts)', () => {
  test('monthly instalment: {note}')
    .with(KNOWN)
    .run(({ assert }, row) => {
      assert.equal(monthlyInstalment(row), row.monthly)
    })

  test('total paid and interest over the tenure', ({ assert }) => {
    assert.deepEqual(loanSummary({ principal: 50_00_000_00, ratePercent: 8.5, years: 20 }), {
      monthly: 43_391_16,
      totalPaid: 43_391_16 * 240,
      totalInterest: 43_391_16 * 240 - 50_00_000_00,
    })
  })

  test('the principal an instalment repays is the inverse of the instalment', ({ assert }) => {
    const principal = principalFor(43_391_16, 8.5, 20)
    assert.closeTo(principal, 50_00_000_00, 100)
    assert.equal(monthlyInstalment({ principal, ratePercent: 8.5, years: 20 }), 43_391_16)
  })

  test('loan from price and down payment; a down payment as a share of the price', ({ assert }) => {
    assert.equal(loanAmount(62_50_000_00, 12_50_000_00), 50_00_000_00)
    assert.equal(loanAmount(100_00, 200_00), 0)
    assert.equal(downPaymentOf(500_000_00, 20), 100_000_00)
    assert.equal(downPaymentOf(500_000_00, 150), 500_000_00)
  })

  test('US monthly payment: P&I plus estimated property tax and insurance', ({ assert }) => {
    assert.deepEqual(
      mortgagePayment({
        principal: 400_000_00,
        ratePercent: 6.5,
        years: 30,
        price: 500_000_00,
        taxPercent: 1.2,
        insurancePercent: 0.6,
      }),
      { principalAndInterest: 2_528_27, propertyTax: 500_00, insurance: 250_00, total: 3_278_27 }
    )
  })

  test('India: the budget whose EMI fills the FOIR left after existing EMIs', ({ assert }) => {
    const result = affordablePrice({
      monthlyIncome: 1_50_000_00,
      existingInstalments: 10_000_00,
      downPayment: 20_00_000_00,
      ratePercent: 8.5,
      years: 20,
      maxDebtPercent: 50,
      floorPercent: 60,
    })
    // 50 % of ₹1.5 L is ₹75,000; ₹10,000 is taken: ₹65,000 a month repays ₹74.9 L in 20 years.
    assert.equal(result.monthlyBudget, 65_000_00)
    assert.equal(result.maxPrice, 94_90_004_58)
    assert.equal(result.loan, result.maxPrice - 20_00_000_00)
    assert.equal(result.minPrice, Math.floor(result.maxPrice * 0.6))
    const emi = monthlyInstalment({ principal: result.loan, ratePercent: 8.5, years: 20 })
    assert.closeTo(emi, 65_000_00, 1)
  })

  test('US: tax and insurance count in the debt-to-income share', ({ assert }) => {
    const result = affordablePrice({
      monthlyIncome: 10_000_00,
      existingInstalments: 500_00,
      downPayment: 80_000_00,
      ratePercent: 6.5,
      years: 30,
      maxDebtPercent: 36,
      priceCostPercent: 1.6,
      floorPercent: 60,
    })
    assert.equal(result.monthlyBudget, 3_100_00)
    const payment = mortgagePayment({
      principal: result.loan,
      ratePercent: 6.5,
      years: 30,
      price: result.maxPrice,
      taxPercent: 1.6,
      insurancePercent: 0,
    })
    assert.closeTo(payment.total, 3_100_00, 2)
  })

  test('existing instalments above the share leave the down payment only', ({ assert }) => {
    const result = affordablePrice({
      monthlyIncome: 50_000_00,
      existingInstalments: 40_000_00,
      downPayment: 5_00_000_00,
      ratePercent: 8.5,
      years: 20,
      maxDebtPercent: 50,
      floorPercent: 60,
    })
    assert.equal(result.monthlyBudget, 0)
    assert.equal(result.maxPrice, 5_00_000_00)
    assert.equal(result.loan, 0)
  })

  test('what a person types: blanks, negatives and text count as 0', ({ assert }) => {
    assert.equal(nonNegative('12.5'), 12.5)
    assert.equal(nonNegative(''), 0)
    assert.equal(nonNegative('-3'), 0)
    assert.equal(nonNegative('abc'), 0)
    assert.equal(nonNegative(Number.POSITIVE_INFINITY), 0)
    assert.equal(monthlyInstalment({ principal: -5, ratePercent: 8, years: 10 }), 0)
    assert.equal(monthlyInstalment({ principal: 12_000_00, ratePercent: 0, years: 0 }), 12_000_00)
  })
})
