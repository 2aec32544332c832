import { Check, Coins } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import { formatPlanPrice } from '#rules/money'
import type { Data } from '~generated/data'

export type Plan = Data.CreditPackage

/** A credit package with Buy Now; 'Processing...' while its purchase is in flight. */
export function PlanCard({
  plan,
  processing,
  blocked,
  onBuy,
}: {
  plan: Plan
  processing: boolean
  blocked: boolean
  onBuy: () => void
}) {
  const t = useT()
  // Seeded packages ("in_starter") have their name in every language; others show what an admin typed.
  const tier = `credits.tiers.${plan.id.split('_').slice(1).join('_')}`
  const translated = (key: string, fallback: string) => (t(key) === key ? fallback : t(key))
  const perCredit = formatPlanPrice(
    Math.round(plan.price / plan.credits),
    plan.currency === 'USD' ? 'USD' : 'INR'
  )
  return (
    <div
      data-testid="plan-card"
      className={cn(
        'relative flex flex-col rounded-card border bg-white p-5 shadow-card transition-shadow hover:shadow-pop sm:p-6',
        plan.discount > 0 ? 'border-brand-300' : 'border-ink-100'
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold text-ink-900">{translated(`${tier}.name`, plan.name)}</h3>
        {plan.discount > 0 && (
          <Badge tone="accent">{t('credits.save', { percent: plan.discount })}</Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-ink-600">
        {translated(`${tier}.description`, plan.description)}
      </p>
      <div className="mt-5 flex items-baseline gap-2">
        <span
          className="text-3xl font-extrabold tracking-tight text-ink-900"
          data-testid="plan-price"
        >
          {formatPlanPrice(plan.price, plan.currency)}
        </span>
        {plan.original_price && plan.original_price > plan.price ? (
          <span className="text-sm text-ink-500 line-through">
            {formatPlanPrice(plan.original_price, plan.currency)}
          </span>
        ) : null}
      </div>
      <ul className="mt-4 space-y-2 text-sm text-ink-700">
        <li className="flex items-center gap-2">
          <Coins className="size-4 text-brand-600" aria-hidden />{' '}
          <strong>{t('credits.credit_count', { count: plan.credits })}</strong>
        </li>
        <li className="flex items-center gap-2">
          <Check className="size-4 text-brand-600" aria-hidden />{' '}
          {t('credits.per_credit', { price: perCredit })}
        </li>
      </ul>
      <Button className="mt-6" fullWidth loading={processing} disabled={blocked} onClick={onBuy}>
        {processing ? t('credits.processing') : t('credits.buy_now')}
      </Button>
    </div>
  )
}
