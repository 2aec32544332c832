import { Link } from '@inertiajs/react'
import { Check, Minus, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useAmenityLabel, useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

export type Compared = Data.Property.Variants['forCompare']

/** The address of this comparison without one listing. */
function without(listings: Compared[], id: number) {
  const ids = listings.filter((listing) => listing.id !== id).map((listing) => listing.id)
  return ids.length ? `${urlFor('compare')}?ids=${ids.join(',')}` : urlFor('compare')
}

/**
 * The listings side by side (issue 31): a column each, a fact a row. On a
 * phone the table scrolls sideways under a sticky first column, so each
 * fact's name stays in view; amenities list every one any listing has, and
 * a row where one has it and another lacks it is marked.
 */
export function CompareTable({ listings }: { listings: Compared[] }) {
  const t = useT()
  const amenityLabel = useAmenityLabel()
  const { price, perSqft, number } = usePrice()
  const amenities = [...new Set(listings.flatMap((listing) => listing.amenities))]
  const facts: [string, (listing: Compared) => ReactNode][] = [
    ['compare.price', (l) => <strong>{price(l.price, l.currency)}</strong>],
    ['listings.price_per_sqft', (l) => perSqft(l.price, l.area, l.currency)],
    ['listings.area_label', (l) => t('master.units.sqft', { area: number(l.area) })],
    ['listings.bedrooms_label', (l) => l.bedrooms ?? '—'],
    ['listings.bathrooms_label', (l) => l.bathrooms ?? '—'],
    ['listings.type_label', (l) => t(`master.property_types.${l.property_type}`)],
    ['listings.status', (l) => t(`master.statuses.${l.status}`)],
    ['compare.locality', (l) => l.locality],
    ['compare.posted_by', (l) => t(`listings.poster_kind.${l.poster_kind}`)],
    [
      'compare.days_listed',
      (l) => (l.days_listed === null ? '—' : t('compare.days', { count: l.days_listed })),
    ],
  ]
  const head =
    'sticky left-0 z-10 bg-ink-50 p-3 text-left align-top text-sm font-medium text-ink-600'
  return (
    // relative: the screen-reader-only texts of the cells are placed (and clipped) in here, not in the page.
    <div
      className="relative overflow-x-auto rounded-card border border-ink-100 bg-white"
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm" data-testid="compare-table">
        <caption className="sr-only">{t('compare.caption')}</caption>
        <thead>
          <tr className="border-b border-ink-100">
            <td className={head} />
            {listings.map((listing) => (
              <th key={listing.id} scope="col" className="min-w-40 p-3 text-left align-top">
                <Link
                  href={urlFor('properties.show', { id: listing.id })}
                  className="line-clamp-3 font-semibold text-brand-700 hover:underline"
                >
                  {listing.title}
                </Link>
                <Link
                  href={without(listings, listing.id)}
                  className="mt-1 inline-flex min-h-10 items-center gap-1 text-xs font-medium text-ink-600 hover:text-ink-900"
                >
                  <X className="size-3.5" aria-hidden /> {t('compare.remove')}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {facts.map(([label, value]) => (
            <tr key={label} className="border-b border-ink-100">
              <th scope="row" className={head}>
                {t(label)}
              </th>
              {listings.map((listing) => (
                <td key={listing.id} className="p-3 align-top text-ink-900">
                  {value(listing)}
                </td>
              ))}
            </tr>
          ))}
          {amenities.map((amenity) => {
            const differs = !listings.every((listing) => listing.amenities.includes(amenity))
            return (
              <tr
                key={amenity}
                className={`border-b border-ink-100 ${differs ? 'bg-warning-50' : ''}`}
                data-differs={differs || undefined}
              >
                <th scope="row" className={head}>
                  {amenityLabel(amenity)}
                </th>
                {listings.map((listing) =>
                  listing.amenities.includes(amenity) ? (
                    <td key={listing.id} className="p-3 text-success-700">
                      <Check className="size-4" aria-hidden />
                      <span className="sr-only">{t('compare.has')}</span>
                    </td>
                  ) : (
                    <td key={listing.id} className="p-3 font-medium text-danger-700">
                      <Minus className="inline size-4" aria-hidden /> {t('compare.lacks')}
                    </td>
                  )
                )}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
