import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react'
import { router } from '@inertiajs/react'
import { Check, Search } from 'lucide-react'
import { useRef, useState } from 'react'
import { cn } from '~/components/ui/cn'
import { useOpenOnMount, type DeferredProps } from '~/components/ui/deferred_widget'
import { useT } from '~/lib/i18n'
import { countryNameKey, useMarket } from '~/lib/market'
import { CountryTriggerContent, countryTriggerClass } from './country_selector'
import { Flag } from './flag'
import { urlFor } from '~/lib/routes'

/** The country search and list, loaded when the selector is first used. */
export default function CountryPopover({
  compact,
  openOnMount,
}: { compact: boolean } & DeferredProps) {
  const t = useT()
  const market = useMarket()
  const [query, setQuery] = useState('')
  const button = useRef<HTMLButtonElement>(null)
  useOpenOnMount(button, openOnMount)

  const needle = query.trim().toLowerCase()
  const matches = (market?.countries ?? []).filter(
    (country) =>
      !needle ||
      country.code.toLowerCase().includes(needle) ||
      country.name.toLowerCase().includes(needle) ||
      t(countryNameKey(country.code)).toLowerCase().includes(needle)
  )

  const choose = (code: string, close: () => void) => {
    close()
    setQuery('')
    if (code !== market?.country)
      router.post(urlFor('preferences.country'), { country: code }, { preserveScroll: true })
  }

  return (
    <Popover className="relative">
      <PopoverButton ref={button} className={countryTriggerClass} data-testid="country-selector">
        <CountryTriggerContent compact={compact} />
      </PopoverButton>
      <PopoverPanel
        anchor="bottom end"
        className="z-40 mt-2 w-72 rounded-card border border-ink-100 bg-white p-3 shadow-pop [--anchor-gap:0.5rem]"
      >
        {({ close }) => (
          <div>
            <p className="text-sm font-semibold text-ink-900">{t('shell.region.select_country')}</p>
            <p className="mt-0.5 text-xs text-ink-600">{t('shell.region.country_hint')}</p>
            <label className="mt-3 flex items-center gap-2 rounded-control border border-ink-200 px-2.5 focus-within:border-brand-600">
              <Search className="size-4 text-ink-600" aria-hidden />
              <span className="sr-only">{t('shell.region.search_countries')}</span>
              <input
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('shell.region.search_countries')}
                className="h-9 w-full bg-transparent text-sm focus:outline-none"
                autoFocus
              />
            </label>
            <ul
              className="mt-2 max-h-64 overflow-y-auto"
              role="listbox"
              aria-label={t('shell.region.select_country')}
            >
              {matches.length === 0 && (
                <li className="px-2 py-3 text-sm text-ink-600">{t('shell.region.no_countries')}</li>
              )}
              {matches.map((country) => {
                const selected = country.code === market?.country
                return (
                  <li key={country.code} role="option" aria-selected={selected}>
                    <button
                      type="button"
                      onClick={() => choose(country.code, close)}
                      className={cn(
                        'flex w-full items-center gap-3 rounded-control px-2 py-2 text-left text-sm hover:bg-ink-100',
                        selected && 'bg-brand-50 text-brand-800'
                      )}
                    >
                      <Flag code={country.code} className="h-4 w-6" />
                      <span className="flex-1">
                        {t(countryNameKey(country.code))}{' '}
                        <span className="text-ink-600">({country.code})</span>
                      </span>
                      {selected && <Check className="size-4" aria-hidden />}
                    </button>
                  </li>
                )
              })}
            </ul>
          </div>
        )}
      </PopoverPanel>
    </Popover>
  )
}
