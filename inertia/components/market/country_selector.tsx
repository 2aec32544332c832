import { ChevronDown } from 'lucide-react'
import { DeferredWidget } from '~/components/ui/deferred_widget'
import { lazyWithPreload } from '~/lib/lazy'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { Flag } from './flag'

const CountryPopover = lazyWithPreload(() => import('~/components/market/country_popover'))

export const countryTriggerClass =
  'flex h-10 items-center gap-1.5 rounded-control px-2 text-sm font-medium text-ink-800 hover:bg-ink-100'

/**
 * What the button shows: the flag and the country's code. The visible code is
 * part of the accessible name ("IN, Select Country"), so speech users can say
 * what they see.
 */
export function CountryTriggerContent({ compact }: { compact: boolean }) {
  const t = useT()
  const market = useMarket()
  const current = market?.countries.find((country) => country.code === market.country)
  return (
    <>
      {current ? (
        <>
          <Flag code={current.code} />
          <span className={compact ? 'sr-only' : undefined}>{current.code}</span>
          <span className="sr-only">, {t('shell.region.select_country')}</span>
        </>
      ) : (
        <span>{t('shell.region.detecting')}</span>
      )}
      {!compact && <ChevronDown className="size-4 text-ink-600" aria-hidden />}
    </>
  )
}

/** Country selector of 000 §2/§4: search by name or code; choosing saves and reloads. */
export function CountrySelector({ compact = false }: { compact?: boolean }) {
  return (
    <DeferredWidget
      widget={CountryPopover}
      props={{ compact }}
      trigger={{
        'className': countryTriggerClass,
        'data-testid': 'country-selector',
        'children': <CountryTriggerContent compact={compact} />,
      }}
    />
  )
}
