import { Link } from '@inertiajs/react'
import { Building2, ImageOff, MapPin, ShieldCheck } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/components/ui/cn'
import { AmenityChips, CardCover } from '~/components/listings/listing_image'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import type { Data } from '~generated/data'
import { useVentureLabels } from './labels'
import { VentureSaveButton, VentureShareButton } from './venture_actions'
import { urlFor } from '~/lib/routes'

/** A venture as VentureTransformer.forCard sends it (generated type). */
export type VentureCardData = Data.Venture.Variants['forCard']

/** "₹50 L – ₹90 L" (or one end, or nothing) in the venture's currency. */
export function usePriceRange() {
  const { price } = usePrice()
  return (range: Data.Venture['price_range'], currency: string) => {
    const { min, max } = range
    if (min !== null && max !== null && min !== max)
      return `${price(min, currency)} – ${price(max, currency)}`
    const one = min ?? max
    return one === null ? null : price(one, currency)
  }
}

/** The share of units taken: a bar with its number, or 'N/A' when the venture has no listed units. */
export function OccupancyBar({ percent }: { percent: number | null }) {
  const t = useT()
  return (
    <div>
      <div className="flex items-center justify-between text-xs text-ink-600">
        <span>{t('venture_pages.occupancy')}</span>
        <span className="font-semibold text-ink-800">
          {percent === null
            ? t('venture_pages.not_available')
            : t('venture_pages.occupancy_value', { percent })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('venture_pages.occupancy')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? 0}
        className="mt-1 h-2 overflow-hidden rounded-pill bg-ink-100"
      >
        <div className="h-full rounded-pill bg-brand-600" style={{ width: `${percent ?? 0}%` }} />
      </div>
    </div>
  )
}

/**
 * A venture in the list or on home (000 §2): cover (image, else the first
 * master-plan image, else a placeholder), type, builder, name, location,
 * description, units, occupancy, three amenities, RERA, save and share. The
 * name's link stretches over the card; save and share sit above it, so no
 * button is nested in a link.
 */
/** The title is an h2: right under the page's h1 on Premium Ventures, and beside home's section h2 (heading-order). */
export function VentureCard({
  venture,
  saved,
  layout = 'grid',
}: {
  venture: VentureCardData
  saved?: boolean
  layout?: 'grid' | 'list'
}) {
  const t = useT()
  const labels = useVentureLabels()
  const priceRange = usePriceRange()
  const range = priceRange(venture.price_range, venture.currency)
  const list = layout === 'list'
  const typeBadge = (
    <Badge tone="neutral" className={cn('uppercase', !list && 'bg-white/95')}>
      {labels.ventureType(venture.venture_type)}
    </Badge>
  )

  return (
    <article
      data-testid="venture-card"
      className={cn(
        'group relative flex overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition hover:shadow-pop',
        list ? 'flex-row' : 'flex-col hover:-translate-y-0.5'
      )}
    >
      {/* The list view of a phone is text only, like the property rows. */}
      <div
        className={cn(
          'relative shrink-0 overflow-hidden bg-ink-100',
          list ? 'w-56 max-sm:hidden' : 'aspect-[4/3]'
        )}
      >
        <CardCover
          src={venture.image}
          alt={venture.name}
          sizes={list ? '224px' : '(min-width: 1280px) 380px, (min-width: 640px) 50vw, 100vw'}
          missingLabel={t('venture_pages.image_missing')}
          missingIcon={<ImageOff className="size-8" aria-hidden />}
        />
        {!list && <div className="absolute left-3 top-3">{typeBadge}</div>}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {list && <div className="mb-1">{typeBadge}</div>}
            <p className="flex items-center gap-1 truncate text-sm font-medium text-brand-700">
              <Building2 className="size-4 shrink-0" aria-hidden />
              <span className="truncate">{venture.builder_name}</span>
            </p>
            <h2 className="mt-0.5 line-clamp-2 text-lg font-semibold leading-snug text-ink-900 group-hover:text-brand-700">
              <Link
                href={urlFor('ventures.show', { id: venture.id })}
                className="after:absolute after:inset-0"
              >
                {venture.name}
              </Link>
            </h2>
          </div>
          <div className="flex shrink-0 gap-1.5">
            <VentureShareButton ventureId={venture.id} name={venture.name} />
            {saved !== undefined && (
              <VentureSaveButton key={venture.id} ventureId={venture.id} saved={saved} />
            )}
          </div>
        </div>
        <p className="flex items-start gap-1 text-sm text-ink-600">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="line-clamp-1">{venture.location}</span>
        </p>
        <p className={cn('line-clamp-2 text-sm text-ink-700', list && 'max-sm:hidden')}>
          {venture.description}
        </p>
        {range && (
          <p className="font-bold text-ink-900" data-testid="venture-price">
            {range}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div className="rounded-control bg-ink-50 px-3 py-2">
            <dt className="text-xs text-ink-600">{t('venture_pages.total_units')}</dt>
            <dd className="font-semibold text-ink-900" data-testid="venture-total-units">
              {venture.total_units}
            </dd>
          </div>
          <div className="rounded-control bg-ink-50 px-3 py-2">
            <dt className="text-xs text-ink-600">{t('venture_pages.available_units')}</dt>
            <dd className="font-semibold text-success-700" data-testid="venture-available-units">
              {venture.available_units ?? t('venture_pages.not_available')}
            </dd>
          </div>
        </dl>
        <OccupancyBar percent={venture.occupancy_percent} />
        <AmenityChips
          amenities={venture.amenities}
          labelOf={labels.amenity}
          moreLabel={(count) => t('venture_pages.amenities_more', { count })}
          className="pt-1"
          label={t('venture_pages.amenities_label')}
        />
        {venture.rera_approved && venture.rera_number && (
          <p
            className="mt-auto flex items-center gap-1 pt-1 text-xs font-medium text-success-700"
            data-testid="venture-rera"
          >
            <ShieldCheck className="size-4 shrink-0" aria-hidden />
            {t('venture_pages.rera', { number: venture.rera_number })}
          </p>
        )}
      </div>
    </article>
  )
}
