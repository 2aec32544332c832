import { Link } from '@inertiajs/react'
import { Bath, BedDouble, ImageOff, MapPin, Ruler } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { useAmenityLabel, useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { StatusBadge } from './status_badge'
import type { Data } from '~generated/data'
import { AmenityChips, CardCover } from './listing_image'
import { urlFor } from '~/lib/routes'
import { CompareToggle } from '~/components/compare/compare_toggle'

/** A listing as PropertyTransformer.forCard sends it (generated type). */
export type PropertyCardData = Data.Property.Variants['forCard']

/**
 * A listing in a grid (000 §2): cover, type, title, location, price, up to three amenities.
 * The title is an h3 under a section's h2 (home), an h2 where the cards come right under the page's h1
 * (search results, favourites): headings go down one level at a time.
 */
export function PropertyCard({
  property,
  priceIn = 'short',
  heading: Heading = 'h3',
}: {
  property: PropertyCardData
  priceIn?: 'short' | 'lakhs2'
  heading?: 'h2' | 'h3'
}) {
  const t = useT()
  const { price, lakhs2, approx, number } = usePrice()
  const converted = approx(property.price, property.currency)
  const amenityLabel = useAmenityLabel()

  // The Compare toggle sits under the link, never inside it (no control within a link).
  return (
    <div
      className="flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-pop"
      data-testid="property-card"
    >
      <Link
        href={urlFor('properties.show', { id: property.id })}
        className="group flex flex-1 flex-col"
      >
        <div className="relative aspect-[4/3] overflow-hidden">
          <CardCover
            src={property.image}
            alt={property.title}
            sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            missingLabel={t('pages.home.property_image_missing')}
            missingIcon={<ImageOff className="size-8" aria-hidden />}
          />
          <div className="absolute left-3 top-3 flex gap-1.5">
            <Badge tone="neutral" className="bg-white/95">
              {t(`master.property_types.${property.property_type}`)}
            </Badge>
          </div>
          <div className="absolute right-3 top-3">
            <StatusBadge status={property.status} />
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <p className="text-xl font-bold text-ink-900" data-testid="property-price">
              {priceIn === 'lakhs2'
                ? lakhs2(property.price, property.currency)
                : price(property.price, property.currency)}
            </p>
            {converted && (
              <p className="text-sm font-medium text-ink-600" data-testid="property-price-approx">
                {converted}
              </p>
            )}
            {property.price_reduced && <Badge tone="success">{t('listings.price_reduced')}</Badge>}
          </div>
          <Heading className="line-clamp-2 font-semibold leading-snug text-ink-900 group-hover:text-brand-700">
            {property.title}
          </Heading>
          <p className="flex items-start gap-1 text-sm text-ink-600">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="line-clamp-1">{property.location}</span>
          </p>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
            {property.bedrooms !== null && (
              <li className="flex items-center gap-1">
                <BedDouble className="size-4 text-ink-500" aria-hidden />
                {t('master.units.beds', { count: property.bedrooms })}
              </li>
            )}
            {property.bathrooms !== null && (
              <li className="flex items-center gap-1">
                <Bath className="size-4 text-ink-500" aria-hidden />
                {t('master.units.baths', { count: property.bathrooms })}
              </li>
            )}
            <li className="flex items-center gap-1">
              <Ruler className="size-4 text-ink-500" aria-hidden />
              {t('master.units.sqft', { area: number(property.area) })}
            </li>
          </ul>
          <AmenityChips
            amenities={property.amenities}
            labelOf={amenityLabel}
            moreLabel={(count) => t('master.units.more', { count })}
            className="mt-auto pt-2"
          />
        </div>
      </Link>
      <div className="border-t border-ink-100 px-4">
        <CompareToggle id={property.id} />
      </div>
    </div>
  )
}
