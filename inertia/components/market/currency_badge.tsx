import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'

/** The currency element of the top bar, shown only for India (000 §2). */
export function CurrencyBadge() {
  const t = useT()
  const market = useMarket()
  if (market?.country !== 'IN') return null
  return (
    <span
      className="hidden items-center rounded-pill bg-accent-100 px-2.5 py-1 text-xs font-semibold text-ink-900 lg:inline-flex"
      title={t('shell.region.currency_label', { currency: 'INR' })}
      data-testid="currency-badge"
    >
      {t('shell.region.currency_inr')}
    </span>
  )
}
