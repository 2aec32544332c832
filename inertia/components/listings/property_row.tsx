import { Link } from '@inertiajs/react'
import { MapPin } from 'lucide-react'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import type { PropertyCardData } from './property_card'
import { StatusBadge } from './status_badge'
import { ListingImage } from './listing_image'
import { urlFor } from '~/lib/routes'

/** A listing in the list view: one line of facts beside a small cover. */
export function PropertyRow({
  property,
  heading: Heading = 'h3',
}: {
  property: PropertyCardData
  heading?: 'h2' | 'h3'
}) {
  const t = useT()
  const { price, number } = usePrice()
  return (
    <Link
      href={urlFor('properties.show', { id: property.id })}
      data-testid="property-card"
      className="flex gap-4 rounded-card border border-ink-100 bg-white p-3 shadow-card transition hover:shadow-pop"
    >
      <div className="hidden size-28 shrink-0 overflow-hidden rounded-control bg-gradient-to-br from-brand-50 to-ink-100 sm:block">
        {property.image && (
          <ListingImage
            src={property.image}
            alt=""
            sizes="112px"
            className="h-full w-full object-cover"
            fallback={null}
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <Heading className="line-clamp-1 font-semibold text-ink-900">{property.title}</Heading>
          <p className="shrink-0 font-bold text-ink-900" data-testid="property-price">
            {price(property.price, property.currency)}
          </p>
        </div>
        <p className="mt-1 flex items-center gap-1 text-sm text-ink-600">
          <MapPin className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{property.location}</span>
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <span>{t(`master.property_types.${property.property_type}`)}</span>
          {property.bedrooms !== null && (
            <span>· {t('master.units.beds', { count: property.bedrooms })}</span>
          )}
          <span>· {t('master.units.sqft', { area: number(property.area) })}</span>
          <StatusBadge status={property.status} />
        </div>
      </div>
    </Link>
  )
}
