import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { unitConfigOf } from '#rules/venture_options'
import { useVentureLabels } from './labels'
import type { SelectUnit } from './seat_map'
import { unitStatusClasses, useUnitStatusLabel, type UnitData } from './unit_groups'

/** Cards shown at first per tower; the rest one click away (a tower may hold thousands). */
const PAGE = 48

/** The grid view of the Units tab: a card per unit with its facts; clicking opens the unit. */
export function UnitGrid({
  units,
  currency,
  onSelect,
}: {
  units: UnitData[]
  /** The venture's currency: every unit's price is in it. */
  currency: string
  onSelect: SelectUnit
}) {
  const t = useT()
  const labels = useVentureLabels()
  const statusLabel = useUnitStatusLabel()
  const { price, number } = usePrice()
  const [shown, setShown] = useState(PAGE)
  const more = units.length - shown

  return (
    <div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4" data-testid="unit-grid">
        {units.slice(0, shown).map((unit) => {
          const config = unitConfigOf({ bedrooms: unit.bedrooms, unitType: unit.unit_type })
          return (
            <li key={unit.id}>
              <button
                type="button"
                onClick={() => onSelect(unit)}
                className="flex h-full w-full flex-col items-start gap-1 rounded-control border border-ink-200 bg-white p-3 text-left transition hover:border-brand-600 hover:shadow-card"
              >
                <span className="flex w-full items-center justify-between gap-1">
                  <span className="truncate font-semibold text-ink-900">
                    {t('venture_pages.modal.unit_title', { unit: unit.unit_number ?? unit.id })}
                  </span>
                  <span
                    className={cn(
                      'truncate whitespace-nowrap rounded-pill border px-1.5 text-[0.6875rem] font-semibold',
                      unitStatusClasses(unit.status)
                    )}
                  >
                    {statusLabel(unit.status)}
                  </span>
                </span>
                <span className="text-xs text-ink-600">
                  {t('venture_pages.units.floor', { floor: unit.floor ?? 1 })}
                  {config && ` · ${labels.unitConfig(config)}`}
                  {unit.area ? ` · ${t('master.units.sqft', { area: number(unit.area) })}` : ''}
                </span>
                <span className="text-sm font-bold text-ink-900">
                  {price(unit.price, currency)}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
      {more > 0 && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => setShown((current) => current + PAGE * 4)}>
            {t('venture_pages.units.show_more', { count: more })}
          </Button>
        </div>
      )}
    </div>
  )
}
