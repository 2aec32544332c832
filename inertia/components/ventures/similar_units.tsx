import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { similarUnits, type UnitData } from './unit_groups'

/** 'Get Similar Units' in the unit dialog: other available units of the same configuration, 30 at most. */
export function SimilarUnits({
  unit,
  units,
  currency,
  towerNameOf,
  onSelect,
}: {
  unit: UnitData
  units: UnitData[]
  currency: string
  towerNameOf: (unit: UnitData) => string
  onSelect: (unit: UnitData) => void
}) {
  const t = useT()
  const { price } = usePrice()
  const similar = similarUnits(unit, units)
  return (
    <section aria-labelledby="similar-title" className="space-y-2" data-testid="similar-units">
      <h3 id="similar-title" className="font-semibold text-ink-900">
        {t('venture_pages.modal.similar_title', { count: similar.length })}
      </h3>
      {similar.length === 0 ? (
        <p className="text-sm text-ink-600">{t('venture_pages.modal.no_similar')}</p>
      ) : (
        <ul className="max-h-56 space-y-1.5 overflow-y-auto">
          {similar.slice(0, 30).map((other) => (
            <li key={other.id}>
              <button
                type="button"
                onClick={() => onSelect(other)}
                className="flex w-full items-center justify-between gap-2 rounded-control border border-ink-200 bg-white px-3 py-2 text-left text-sm hover:border-brand-600"
              >
                <span className="font-medium text-ink-900">
                  {t('venture_pages.modal.unit_title', { unit: other.unit_number ?? other.id })}
                  <span className="font-normal text-ink-600">
                    {` · ${towerNameOf(other)} · `}
                    {t('venture_pages.units.floor', { floor: other.floor ?? 1 })}
                  </span>
                </span>
                <span className="shrink-0 font-semibold text-ink-900">
                  {price(other.price, currency)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
