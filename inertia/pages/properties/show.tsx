import { Head } from '@inertiajs/react'
import { Bath, BedDouble, Building2, Check, MapPin, Ruler, Share2 } from 'lucide-react'
import { Card } from '~/components/ui/card'
import { toast } from '~/components/ui/toast'
import { GALLERY_SIZES, Gallery } from '~/components/listings/gallery'
import { imageSrcSet } from '#rules/image_urls'
import { ContactBar, ContactCard } from '~/components/listings/contact_card'
import { ListingAge, PosterBadge } from '~/components/listings/poster'
import type { OwnerContact } from '~/components/listings/use_contact_reveal'
import { ReserveCard } from '~/components/payments/reserve_card'
import { FavoriteButton } from '~/components/listings/favorite_button'
import { StatusBadge } from '~/components/listings/status_badge'
import { VentureUnitLine } from '~/components/listings/venture_unit_line'
import { useAmenityLabel, useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import type { Data } from '~generated/data'
import { Seo, type SeoProps } from '~/components/shell/seo'
import { DetailBar, FactTiles, type Fact } from '~/components/listings/detail_parts'
import { EmiSection } from '~/components/loans/emi_section'
import type { LoanDefaults } from '#rules/loans'
import { PriceHistory } from '~/components/listings/price_history'
import { lazyWithPreload } from '~/lib/lazy'
import { useHydrated } from '~/lib/use_hydrated'
import { Suspense } from 'react'

type Props = {
  property: Data.Property.Variants['forDetail']
  favorite: boolean
  contact: OwnerContact | null
  /** Title, description, picture and schema.org data, built on the server (app/services/seo/listing_seo.ts). */
  meta: SeoProps
  /** The EMI / mortgage calculator's starting terms in the listing's currency (config/loans.ts). */
  loan: LoanDefaults | null
}

/** Compare (issue 31): the toggle and the tray come after the page is interactive, as nothing can be picked before. */
const DetailCompare = lazyWithPreload(() =>
  import('~/components/compare/compare_tray').then((module) => ({ default: module.DetailCompare }))
)

/** Native share where the device has it, else copy the link (000 §2). */
async function share(title: string, copied: string) {
  const url = window.location.href
  if (navigator.share) {
    try {
      await navigator.share({ title, url })
    } catch {
      // Closing the share sheet is not an error worth telling anyone about.
    }
    return
  }
  await navigator.clipboard.writeText(url)
  toast.success(copied)
}

export default function PropertyShow({ property, favorite, contact, meta, loan }: Props) {
  const t = useT()
  const hydrated = useHydrated()
  const amenityLabel = useAmenityLabel()
  const { lakhs1, approx, perSqft, number } = usePrice()
  // The listing's own price first (lakhs with one decimal in India, 000 §2; whole dollars in the US),
  // then, for a visitor from the other country, an approximate reading in their currency.
  const price = lakhs1(property.price, property.currency)
  const converted = approx(property.price, property.currency)

  const facts: Fact[] = [
    {
      key: 'bedrooms',
      icon: BedDouble,
      label: t('listings.bedrooms_label'),
      value: property.bedrooms ?? '—',
    },
    {
      key: 'bathrooms',
      icon: Bath,
      label: t('listings.bathrooms_label'),
      value: property.bathrooms ?? '—',
    },
    {
      key: 'area',
      icon: Ruler,
      label: t('listings.area_label'),
      value: t('master.units.sqft', { area: number(property.area) }),
    },
    {
      key: 'type',
      icon: Building2,
      label: t('listings.type_label'),
      value: t(`master.property_types.${property.property_type}`),
    },
  ]

  return (
    <>
      <Seo {...meta} type="article" />
      <Head>
        {/* The first photo is the page's largest paint: fetched before scripts and styles settle. */}
        {property.images[0] && (
          <link
            rel="preload"
            as="image"
            href={property.images[0]}
            imageSrcSet={imageSrcSet(property.images[0])}
            imageSizes={GALLERY_SIZES}
            fetchPriority="high"
          />
        )}
      </Head>
      <div className="mx-auto max-w-7xl px-4 pb-24 pt-6 sm:px-6 lg:px-8 lg:pb-6">
        <DetailBar backLabel={t('listings.back')}>
          <button
            type="button"
            onClick={() => share(property.title, t('listings.link_copied'))}
            aria-label={t('listings.share')}
            className="grid size-10 place-items-center rounded-full border border-ink-200 bg-white text-ink-700 shadow-sm hover:bg-ink-50"
          >
            <Share2 className="size-5" aria-hidden />
          </button>
          <FavoriteButton propertyId={property.id} active={favorite} />
        </DetailBar>

        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div className="space-y-6">
            <Gallery images={property.images} title={property.title} />
            <div>
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={property.status} />
                {property.poster && <PosterBadge kind={property.poster.kind} />}
              </div>
              <h1 className="mt-2 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
                {property.title}
              </h1>
              <p className="mt-2 flex items-start gap-1.5 text-ink-600">
                <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
                {property.location}
              </p>
              {property.unit && <VentureUnitLine unit={property.unit} />}
              <div className="mt-1">
                <ListingAge listedAt={property.published_at} updatedAt={property.updated_at} />
              </div>
              <div className="mt-4 flex flex-wrap items-baseline gap-x-4 gap-y-1">
                <p className="text-3xl font-extrabold text-ink-900" data-testid="detail-price">
                  {price}
                </p>
                {converted && (
                  <p
                    className="text-lg font-semibold text-ink-600"
                    data-testid="detail-price-approx"
                    title={t('listings.approx_price_hint')}
                  >
                    {converted}
                  </p>
                )}
                <p className="text-sm text-ink-600">
                  {t('listings.price_per_sqft')}:{' '}
                  <span className="font-semibold text-ink-800">
                    {perSqft(property.price, property.area, property.currency)}
                  </span>
                </p>
              </div>
              <PriceHistory property={property} />
              <div className="min-h-10">
                {hydrated && (
                  <Suspense fallback={null}>
                    <DetailCompare id={property.id} />
                  </Suspense>
                )}
              </div>
            </div>

            <FactTiles facts={facts} />

            <Card>
              <h2 className="text-lg font-semibold text-ink-900">{t('listings.description')}</h2>
              <p className="mt-2 whitespace-pre-line leading-relaxed text-ink-700">
                {property.description}
              </p>
            </Card>

            <Card>
              <h2 className="text-lg font-semibold text-ink-900">{t('listings.amenities')}</h2>
              {property.amenities.length ? (
                <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                  {property.amenities.map((amenity) => (
                    <li key={amenity} className="flex items-center gap-2 text-ink-700">
                      <Check className="size-4 text-success-700" aria-hidden />
                      {amenityLabel(amenity)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-ink-600">{t('listings.no_amenities')}</p>
              )}
            </Card>

            {loan && <EmiSection price={property.price} terms={loan} />}

            <p className="text-sm text-ink-500">
              {t('listings.property_id')}: <span className="font-mono">{property.id}</span>
            </p>
          </div>
          <aside className="space-y-4 lg:sticky lg:top-24 lg:self-start">
            <ContactCard
              propertyId={property.id}
              title={property.title}
              poster={property.poster}
              contact={contact}
            />
            <ReserveCard property={property} />
          </aside>
        </div>
      </div>
      <ContactBar propertyId={property.id} title={property.title} contact={contact} />
    </>
  )
}
