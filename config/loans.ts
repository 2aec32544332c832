import env from '#start/env'

/**
 * Defaults of the EMI calculator and the affordability tool (issue 31), by
 * the listing's currency. Rates are yearly percentages a person can change
 * on the page; the rate itself comes from the environment so it can follow
 * the market without a release. Tax and insurance are estimates, shown as
 * such: a yearly percentage of the price (about the US averages).
 */
export default {
  INR: {
    ratePercent: env.get('LOAN_RATE_INR', 8.5),
    years: 20,
    downPaymentPercent: 20,
    /** FOIR: the share of monthly income Indian lenders let all EMIs take. */
    maxDebtPercent: 50,
    taxPercent: 0,
    insurancePercent: 0,
    /** The affordability range starts at this share of the highest price. */
    floorPercent: 60,
  },
  USD: {
    ratePercent: env.get('LOAN_RATE_USD', 6.5),
    years: 30,
    downPaymentPercent: 20,
    /** Back-end debt-to-income ratio lenders commonly allow (housing plus other debts). */
    maxDebtPercent: 36,
    /** Estimated property tax, yearly, in percent of the price (US average about 1.1 %). */
    taxPercent: 1.1,
    /** Estimated homeowner's insurance, yearly, in percent of the price. */
    insurancePercent: 0.5,
    floorPercent: 60,
  },
} as const
