/**
 * Home-loan arithmetic of issue 31, one module for server and browser
 * (isomorphic: no imports). Amounts are integers in minor units (paise,
 * cents); rates are yearly percentages; a loan is repaid monthly on a
 * reducing balance (the EMI banks quote in India, the P&I of a US mortgage).
 */

/** The tools' starting terms for a currency (config/loans.ts), as pages get them. */
export type LoanDefaults = {
  currency: 'INR' | 'USD'
  ratePercent: number
  years: number
  downPaymentPercent: number
  /** Share of monthly income all instalments may take (India: FOIR; US: debt-to-income). */
  maxDebtPercent: number
  /** Estimated yearly property tax and insurance, in percent of the price (0 where not shown). */
  taxPercent: number
  insurancePercent: number
  /** The affordability range starts at this share of the highest price. */
  floorPercent: number
}

/** Loan terms: the principal, a yearly rate in percent and a tenure in years. */
export type LoanTerms = { principal: number; ratePercent: number; years: number }

/** A number a person typed, or 0 when it is not a finite number ≥ 0. */
export function nonNegative(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : 0
}

/** The instalment per unit of principal: r(1+r)^n / ((1+r)^n − 1), or 1/n at 0 %. */
function factor(ratePercent: number, months: number): number {
  const r = nonNegative(ratePercent) / 1200
  if (r === 0) return 1 / months
  const grown = (1 + r) ** months
  return (r * grown) / (grown - 1)
}

const monthsOf = (years: number) => Math.max(1, Math.round(nonNegative(years) * 12))

/** The monthly instalment (EMI, or a mortgage's principal and interest), in minor units. */
export function monthlyInstalment({ principal, ratePercent, years }: LoanTerms): number {
  const amount = nonNegative(principal)
  if (amount === 0) return 0
  return Math.round(amount * factor(ratePercent, monthsOf(years)))
}

/** The loan a monthly instalment repays over the tenure at the rate (minor units, rounded down). */
export function principalFor(instalment: number, ratePercent: number, years: number): number {
  return Math.floor(nonNegative(instalment) / factor(ratePercent, monthsOf(years)))
}

/** The loan for a price and a down payment (never below 0). */
export function loanAmount(price: number, downPayment: number): number {
  return Math.max(0, Math.round(nonNegative(price) - nonNegative(downPayment)))
}

/** The down payment that is `percent` of a price, in minor units. */
export function downPaymentOf(price: number, percent: number): number {
  return Math.round((nonNegative(price) * Math.min(100, nonNegative(percent))) / 100)
}

/** What a loan costs in all: the instalment, the total paid and the interest in it. */
export function loanSummary(terms: LoanTerms) {
  const monthly = monthlyInstalment(terms)
  const totalPaid = monthly * monthsOf(terms.years)
  return {
    monthly,
    totalPaid,
    totalInterest: Math.max(0, totalPaid - nonNegative(terms.principal)),
  }
}

/**
 * A US mortgage's monthly payment: principal and interest, plus property tax
 * and homeowner's insurance estimated as yearly percentages of the price.
 */
export function mortgagePayment(
  terms: LoanTerms & { price: number; taxPercent: number; insurancePercent: number }
) {
  const principalAndInterest = monthlyInstalment(terms)
  const monthlyShare = (percent: number) =>
    Math.round((nonNegative(terms.price) * nonNegative(percent)) / 100 / 12)
  const propertyTax = monthlyShare(terms.taxPercent)
  const insurance = monthlyShare(terms.insurancePercent)
  return {
    principalAndInterest,
    propertyTax,
    insurance,
    total: principalAndInterest + propertyTax + insurance,
  }
}

export type AffordabilityInput = {
  /** Gross monthly income. */
  monthlyIncome: number
  /** Instalments already paid each month (car, personal loans). */
  existingInstalments: number
  downPayment: number
  ratePercent: number
  years: number
  /** Share of income all instalments may take (India: FOIR; US: debt-to-income). */
  maxDebtPercent: number
  /** Yearly costs that grow with the price, in percent of it (US tax and insurance; 0 in India). */
  priceCostPercent?: number
  /** The lower end of the range, in percent of the highest price. */
  floorPercent: number
}

/**
 * The price range a household can afford: the highest price whose new
 * instalment (plus, in the US, its monthly tax and insurance) fits in
 * `maxDebtPercent` of income after the existing instalments, with the down
 * payment on top. Price p satisfies (p − down)·f + p·c = room, so
 * p = (room + down·f) / (f + c), with f the instalment factor and c the
 * monthly cost share.
 */
export function affordablePrice(input: AffordabilityInput) {
  const room = Math.max(
    0,
    (nonNegative(input.monthlyIncome) * Math.min(100, nonNegative(input.maxDebtPercent))) / 100 -
      nonNegative(input.existingInstalments)
  )
  const f = factor(input.ratePercent, monthsOf(input.years))
  const c = nonNegative(input.priceCostPercent) / 100 / 12
  const down = nonNegative(input.downPayment)
  const maxPrice = Math.floor((room + down * f) / (f + c))
  const minPrice = Math.floor((maxPrice * Math.min(100, nonNegative(input.floorPercent))) / 100)
  return {
    maxPrice,
    minPrice,
    loan: loanAmount(maxPrice, down),
    /** What the new home may cost each month. */
    monthlyBudget: Math.floor(room),
  }
}
