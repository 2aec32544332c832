import { usePage } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { usePrice } from '~/lib/price'
import type { Data } from '~generated/data'

type Detail = Data.Property.Variants['forDetail']

/** How many changes the page lists; /api has the ten newest. */
const SHOWN = 3

/**
 * 'Reduced by ₹5 L on 12 Mar' (issue 31): the listing's newest price changes,
 * dated in its country's time zone so the server's render and the browser agree.
 */
export function PriceHistory({ property }: { property: Detail }) {
  const t = useT()
  const { locale } = usePage().props
  const { price } = usePrice()
  const { countries } = useMarket()
  const changes = property.price_history.slice(0, SHOWN)
  if (!changes.length) return null
  const date = new Intl.DateTimeFormat(`${locale}-${property.country_code}`, {
    day: 'numeric',
    month: 'short',
    timeZone: countries.find((country) => country.code === property.country_code)?.timezone,
  })
  return (
    <ul className="mt-2 text-sm text-ink-700" data-testid="price-history">
      {changes.map((change) => {
        const cut = change.new_price < change.old_price
        return (
          <li key={change.changed_at}>
            {t(cut ? 'listings.price_cut_on' : 'listings.price_raise_on', {
              amount: price(Math.abs(change.new_price - change.old_price), property.currency),
              date: date.format(new Date(change.changed_at)),
            })}
          </li>
        )
      })}
    </ul>
  )
}
