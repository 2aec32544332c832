import { Seo, type SeoProps } from '~/components/shell/seo'
import { DetailBar, FactTiles, type Fact } from '~/components/listings/detail_parts'
import { Suspense, useEffect } from 'react'
import { lazyWithPreload } from '~/lib/lazy'
import { useHydrated } from '~/lib/use_hydrated'
import { Building2, CheckCircle2, ImageOff, Layers, MapPin, ShieldCheck } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { Gallery } from '~/components/listings/gallery'
import { useVentureLabels } from '~/components/ventures/labels'
import { VentureSaveButton, VentureShareButton } from '~/components/ventures/venture_actions'
import { OccupancyBar, usePriceRange } from '~/components/ventures/venture_card'
import { VentureTabs } from '~/components/ventures/venture_tabs'
import {
  preloadUnitsTab,
  UnitsPanel,
  usePreloadUnitsTabWhenIdle,
} from '~/components/ventures/units_tab'
import {
  VentureAmenities,
  VentureLocation,
  VentureOverview,
} from '~/components/ventures/venture_sections'
import { useT } from '~/lib/i18n'
import { Skeleton } from '~/components/ui/skeleton'
import type { OwnerContact } from '~/components/listings/use_contact_reveal'
import type { Data } from '~generated/data'

/** The sidebar's contact card, with its forms and the reveal of the developer's phone, loads after first render. */
const ContactDeveloper = lazyWithPreload(() => import('~/components/ventures/contact_developer'))

type Props = {
  venture: Data.Venture.Variants['forDetail']
  towers: Data.Tower[]
  /** What the seat-map draws; a unit's details load when it is opened. */
  units: Data.SeatMapUnit[]
  saved: boolean
  /** The developer's phone and e-mail: on their own venture, or once this viewer revealed them (issue 14). */
  contact: OwnerContact | null
  /** Title, description, picture and schema.org data, built on the server (app/services/seo/venture_seo.ts). */
  meta: SeoProps
}

/** The venture page (000 §2 Venture detail). */
export default function VentureShow({ venture, towers, units, saved, contact, meta }: Props) {
  const t = useT()
  const labels = useVentureLabels()
  const priceRange = usePriceRange()
  const range = priceRange(venture.price_range, venture.currency)
  // Photos, then the master plans (000 §2), in one carousel with its 'View Gallery'.
  const images = [...venture.images, ...venture.master_plan_images]
  const hydrated = useHydrated()
  const contactPlaceholder = <Skeleton className="h-[46rem] w-full" />
  useEffect(() => {
    void ContactDeveloper.preload()
  }, [])
  usePreloadUnitsTabWhenIdle(units.length)

  const tiles: Fact[] = [
    {
      key: 'total',
      icon: Building2,
      label: t('venture_pages.summary.total_units'),
      value: venture.total_units,
    },
    {
      key: 'available',
      icon: CheckCircle2,
      label: t('venture_pages.summary.available'),
      value: venture.available_units ?? t('venture_pages.not_available'),
    },
    { key: 'towers', icon: Layers, label: t('venture_pages.summary.towers'), value: towers.length },
    {
      key: 'status',
      icon: ShieldCheck,
      label: t('venture_pages.summary.status'),
      value: labels.status(venture.status),
    },
  ]

  return (
    <>
      <Seo {...meta} type="article" />
      <div className="mx-auto max-w-7xl px-4 pb-12 pt-6 sm:px-6 lg:px-8">
        <DetailBar backLabel={t('venture_pages.back')}>
          <VentureShareButton ventureId={venture.id} name={venture.name} />
          <VentureSaveButton ventureId={venture.id} saved={saved} />
        </DetailBar>

        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="min-w-0 space-y-6">
            {images.length > 0 ? (
              <Gallery images={images} title={venture.name} />
            ) : (
              <div
                className="flex aspect-[16/9] flex-col items-center justify-center gap-2 rounded-card bg-gradient-to-br from-brand-50 to-ink-100 text-ink-600"
                data-testid="venture-no-photos"
              >
                <ImageOff className="size-10" aria-hidden />
                <p className="text-sm">{t('venture_pages.no_photos')}</p>
              </div>
            )}

            <div>
              <div className="flex flex-wrap items-center gap-2">
                <Badge tone="brand" className="uppercase">
                  {labels.ventureType(venture.venture_type)}
                </Badge>
                <Badge tone="neutral">{labels.status(venture.status)}</Badge>
                {venture.rera_approved && venture.rera_number && (
                  <Badge tone="success" icon={<ShieldCheck />}>
                    {t('venture_pages.rera', { number: venture.rera_number })}
                  </Badge>
                )}
              </div>
              <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
                {venture.name}
              </h1>
              <p className="mt-1 font-medium text-brand-700">
                {t('venture_pages.by_builder', { builder: venture.builder_name })}
              </p>
              <p className="mt-2 flex items-start gap-1.5 text-ink-600">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                {venture.location}
              </p>
              {range && (
                <p
                  className="mt-3 text-2xl font-extrabold text-ink-900"
                  data-testid="venture-price"
                >
                  {range}
                </p>
              )}
            </div>

            <FactTiles facts={tiles} testId="venture-summary" />
            <div className="max-w-md">
              <OccupancyBar percent={venture.occupancy_percent} />
            </div>

            <VentureTabs
              idPrefix="venture"
              tabs={[
                {
                  key: 'overview',
                  label: t('venture_pages.tabs.overview'),
                  content: <VentureOverview venture={venture} />,
                },
                {
                  key: 'units',
                  label: t('venture_pages.tabs.units'),
                  preload: () => preloadUnitsTab(units.length),
                  content: (
                    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                      <UnitsPanel
                        ventureId={venture.id}
                        currency={venture.currency}
                        towers={towers}
                        units={units}
                        contact={contact}
                      />
                    </Suspense>
                  ),
                },
                {
                  key: 'amenities',
                  label: t('venture_pages.tabs.amenities'),
                  content: <VentureAmenities amenities={venture.amenities} />,
                },
                {
                  key: 'location',
                  label: t('venture_pages.tabs.location'),
                  content: <VentureLocation venture={venture} />,
                },
              ]}
            />
          </div>

          <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
            {hydrated ? (
              <Suspense fallback={contactPlaceholder}>
                <ContactDeveloper
                  ventureId={venture.id}
                  name={venture.name}
                  builderName={venture.builder_name}
                  contact={contact}
                />
              </Suspense>
            ) : (
              contactPlaceholder
            )}
          </aside>
        </div>
      </div>
    </>
  )
}
