import { Link } from '@inertiajs/react'
import { ArrowRight, Building } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { PropertyCard, type PropertyCardData } from '~/components/listings/property_card'
import { useT } from '~/lib/i18n'
import { countryNameKey, useMarket } from '~/lib/market'
import { urlFor } from '~/lib/routes'

/** The newest real listings of the visitor's country; an honest empty state when there are none. */
export function FeaturedProperties({ properties }: { properties: PropertyCardData[] }) {
  const t = useT()
  const market = useMarket()
  const country = t(countryNameKey(market.country))

  return (
    <section
      aria-labelledby="featured-title"
      className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8"
    >
      <div className="flex items-end justify-between gap-4">
        <div>
          <h2
            id="featured-title"
            className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
          >
            {t('pages.home.featured_title')}
          </h2>
          <p className="mt-1 text-ink-600">{t('pages.home.featured_subtitle', { country })}</p>
        </div>
        {properties.length > 0 && (
          <Link
            href={urlFor('properties.index')}
            className="flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('pages.home.view_all')}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        )}
      </div>
      {properties.length > 0 ? (
        <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {properties.map((property) => (
            <PropertyCard key={property.id} property={property} />
          ))}
        </div>
      ) : (
        <EmptyState
          framed
          className="mt-6"
          icon={<Building className="size-7" aria-hidden />}
          title={t('pages.home.featured_empty_title')}
          body={t('pages.home.featured_empty_body', { country })}
          action={
            <Link href={urlFor('add_property')} className={buttonClasses({})}>
              {t('pages.home.featured_empty_action')}
            </Link>
          }
        />
      )}
    </section>
  )
}
