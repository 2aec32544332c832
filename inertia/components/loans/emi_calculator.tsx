import { useState } from 'react'
import { TextField } from '~/components/ui/input'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import {
  downPaymentOf,
  loanAmount,
  loanSummary,
  mortgagePayment,
  nonNegative,
  type LoanDefaults,
} from '#rules/loans'
import { toMinor, useLoanMoney } from '~/components/loans/loan_money'

type Row = { key: string; label: string; value: string; strong?: boolean }

/**
 * EMI (India) or mortgage (US) calculator of a listing (issue 31): the price
 * and a down payment give the loan; rate and tenure start from configuration
 * and can be changed. Amounts are typed in whole units of the listing's
 * currency and computed in minor units (rules/loans.ts).
 */
export function EmiCalculator({ price, terms }: { price: number; terms: LoanDefaults }) {
  const t = useT()
  const us = terms.currency === 'USD'
  const [fields, setFields] = useState({
    price: String(price),
    down: String(Math.round(downPaymentOf(price, terms.downPaymentPercent))),
    rate: String(terms.ratePercent),
    years: String(terms.years),
  })
  const change = (key: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }))

  const priceMinor = toMinor(nonNegative(fields.price))
  const loan = loanAmount(priceMinor, toMinor(nonNegative(fields.down)))
  const loanTerms = {
    principal: loan,
    ratePercent: nonNegative(fields.rate),
    years: nonNegative(fields.years),
  }
  const money = useLoanMoney(terms.currency)

  let rows: Row[]
  if (us) {
    const payment = mortgagePayment({
      ...loanTerms,
      price: priceMinor,
      taxPercent: terms.taxPercent,
      insurancePercent: terms.insurancePercent,
    })
    rows = [
      { key: 'loan', label: t('loans.emi.loan'), value: money(loan) },
      { key: 'pi', label: t('loans.emi.pi'), value: money(payment.principalAndInterest, true) },
      { key: 'tax', label: t('loans.emi.tax'), value: money(payment.propertyTax, true) },
      { key: 'insurance', label: t('loans.emi.insurance'), value: money(payment.insurance, true) },
      {
        key: 'monthly',
        label: t('loans.emi.monthly_total'),
        value: t('loans.emi.per_month', { amount: money(payment.total, true) }),
        strong: true,
      },
    ]
  } else {
    const summary = loanSummary(loanTerms)
    rows = [
      { key: 'loan', label: t('loans.emi.loan'), value: money(loan) },
      {
        key: 'monthly',
        label: t('loans.emi.monthly'),
        value: t('loans.emi.per_month', { amount: money(summary.monthly) }),
        strong: true,
      },
      {
        key: 'interest',
        label: t('loans.emi.total_interest'),
        value: money(summary.totalInterest),
      },
      { key: 'total', label: t('loans.emi.total_paid'), value: money(summary.totalPaid) },
    ]
  }

  const number = { type: 'number', inputMode: 'decimal', min: 0 } as const
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2">
      <div className="grid grid-cols-2 content-start gap-3">
        <TextField
          {...number}
          name="emi_price"
          label={t('loans.emi.price')}
          value={fields.price}
          onChange={change('price')}
          hint={money(priceMinor)}
          wrapperClassName="col-span-2"
        />
        <TextField
          {...number}
          name="emi_down"
          label={t('loans.emi.down_payment')}
          value={fields.down}
          onChange={change('down')}
          hint={money(toMinor(nonNegative(fields.down)))}
          wrapperClassName="col-span-2"
        />
        <TextField
          {...number}
          step="0.05"
          name="emi_rate"
          label={t('loans.emi.rate')}
          value={fields.rate}
          onChange={change('rate')}
        />
        <TextField
          {...number}
          name="emi_years"
          label={t('loans.emi.years')}
          value={fields.years}
          onChange={change('years')}
        />
      </div>
      <div>
        <dl className="divide-y divide-ink-100 rounded-card bg-ink-50 px-4" aria-live="polite">
          {rows.map((row) => (
            <div key={row.key} className="flex items-baseline justify-between gap-3 py-2.5">
              <dt className="text-sm text-ink-700">{row.label}</dt>
              <dd
                className={cn(
                  'whitespace-nowrap text-right',
                  row.strong ? 'text-lg font-bold text-ink-900' : 'font-semibold text-ink-800'
                )}
                data-testid={`emi-${row.key}`}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-ink-600">
          {us
            ? t('loans.emi.note_us', { tax: terms.taxPercent, insurance: terms.insurancePercent })
            : t('loans.emi.note')}
        </p>
      </div>
    </div>
  )
}
