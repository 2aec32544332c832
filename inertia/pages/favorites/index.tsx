import { Head, Link, router } from '@inertiajs/react'
import { Heart, HeartOff } from 'lucide-react'
import { buttonClasses, Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty_state'
import { PropertyCard, type PropertyCardData } from '~/components/listings/property_card'
import { toast } from '~/components/ui/toast'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { CompareTray } from '~/components/compare/compare_toggle'

/** My Favorites (000 §2): saved listings with Remove, or an honest empty state. */
export default function FavoritesIndex({ properties }: { properties: PropertyCardData[] }) {
  const t = useT()
  return (
    <>
      <Head title={t('listings.favorites_title')} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('listings.favorites_title')}
        </h1>
        {properties.length > 0 && (
          <p className="mt-1 text-ink-600">
            {t('listings.favorites_count', { count: properties.length })}
          </p>
        )}
        {properties.length === 0 ? (
          <EmptyState
            framed
            className="mt-8"
            icon={<Heart className="size-7" aria-hidden />}
            title={t('listings.favorites_empty_title')}
            body={t('listings.favorites_empty_body')}
            action={
              <Link href={urlFor('properties.index')} className={buttonClasses({})}>
                {t('listings.browse')}
              </Link>
            }
          />
        ) : (
          <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {properties.map((property) => (
              <div key={property.id} className="flex flex-col gap-2">
                <PropertyCard property={property} priceIn="lakhs2" heading="h2" />
                <Button
                  variant="ghost"
                  size="sm"
                  iconLeft={<HeartOff className="size-4" aria-hidden />}
                  onClick={() =>
                    router.delete(urlFor('favorites.destroy', { id: property.id }), {
                      preserveScroll: true,
                      onError: (errors) =>
                        toast.error(Object.values(errors)[0] ?? t('listings.favorite_failed')),
                    })
                  }
                >
                  {t('listings.favorite_remove')}
                </Button>
              </div>
            ))}
          </div>
        )}
      </div>
      <CompareTray />
    </>
  )
}
