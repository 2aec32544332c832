import { useState } from 'react'
import { Link } from '@inertiajs/react'
import { Search } from 'lucide-react'
import { TextField } from '~/components/ui/input'
import { buttonClasses } from '~/components/ui/button'
import { toMinor, useLoanMoney } from '~/components/loans/loan_money'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { affordablePrice, nonNegative, type LoanDefaults } from '#rules/loans'

/**
 * What can I afford? (issue 31): income, the EMIs already paid and a down
 * payment give the highest price whose new instalment fits the lenders'
 * share of income (rules/loans.ts); the link opens /properties with that
 * price range. Shown in a dialog of /properties (affordability_button.tsx).
 */
export function AffordabilityForm({ loan }: { loan: LoanDefaults }) {
  const t = useT()
  const us = loan.currency === 'USD'
  const [fields, setFields] = useState({
    income: '',
    existing: '',
    down: '',
    rate: String(loan.ratePercent),
    years: String(loan.years),
  })
  const change = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }))

  const income = toMinor(nonNegative(fields.income))
  const result = affordablePrice({
    monthlyIncome: income,
    existingInstalments: toMinor(nonNegative(fields.existing)),
    downPayment: toMinor(nonNegative(fields.down)),
    ratePercent: nonNegative(fields.rate),
    years: nonNegative(fields.years),
    maxDebtPercent: loan.maxDebtPercent,
    priceCostPercent: loan.taxPercent + loan.insurancePercent,
    floorPercent: loan.floorPercent,
  })
  const money = useLoanMoney(loan.currency)
  // Listing prices are whole units: the range is rounded inwards.
  const range = {
    min_price: Math.ceil(result.minPrice / 100),
    max_price: Math.floor(result.maxPrice / 100),
  }
  const ready = income > 0 && range.max_price > 0

  const number = { type: 'number', inputMode: 'decimal', min: 0 } as const
  return (
    <div>
      <p className="text-sm text-ink-600">{t('loans.afford.subtitle')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          {...number}
          name="income"
          label={t('loans.afford.income')}
          value={fields.income}
          onChange={change('income')}
          hint={fields.income ? money(toMinor(nonNegative(fields.income))) : undefined}
        />
        <TextField
          {...number}
          name="existing"
          label={t(us ? 'loans.afford.existing_us' : 'loans.afford.existing')}
          value={fields.existing}
          onChange={change('existing')}
          hint={fields.existing ? money(toMinor(nonNegative(fields.existing))) : undefined}
        />
        <TextField
          {...number}
          name="down"
          label={t('loans.afford.down_payment')}
          value={fields.down}
          onChange={change('down')}
          hint={fields.down ? money(toMinor(nonNegative(fields.down))) : undefined}
          wrapperClassName="sm:col-span-2"
        />
        <TextField
          {...number}
          step="0.05"
          name="rate"
          label={t('loans.emi.rate')}
          value={fields.rate}
          onChange={change('rate')}
        />
        <TextField
          {...number}
          name="years"
          label={t('loans.emi.years')}
          value={fields.years}
          onChange={change('years')}
        />
      </div>
      <div className="mt-4 rounded-card bg-ink-50 p-4" aria-live="polite">
        {ready ? (
          <div data-testid="afford-result">
            <p className="text-xl font-bold text-ink-900">
              {t('loans.afford.result', { max: money(result.maxPrice) })}
            </p>
            <p className="mt-1 text-ink-700">
              {t('loans.afford.range', {
                min: money(result.minPrice),
                max: money(result.maxPrice),
              })}
            </p>
            <p className="mt-1 text-ink-700">
              {t('loans.afford.monthly', { amount: money(result.monthlyBudget, true) })}
            </p>
            <Link
              href={urlFor('properties.index', undefined, { qs: range })}
              className={buttonClasses({ className: 'mt-4 gap-2' })}
            >
              <Search className="size-4" aria-hidden />
              {t('loans.afford.search')}
            </Link>
          </div>
        ) : (
          <p className="text-ink-600">{t('loans.afford.none')}</p>
        )}
        <p className="mt-4 text-xs text-ink-600">
          {t(us ? 'loans.afford.rule_us' : 'loans.afford.rule', {
            percent: loan.maxDebtPercent,
          })}
        </p>
      </div>
    </div>
  )
}
