import type { I18n } from '@adonisjs/i18n'
import type { ApartmentComplex, Offer, Place } from 'schema-dts'
import type Venture from '#models/venture'
import type { StatusCounts } from '#services/ventures/unit_counts'
import { formatListingPrice } from '#rules/money'
import { fitDescription, jsonLdText, placeOf, seoText } from '#services/seo/seo_text'
import { absoluteImages, placeOfListing, realEstateListing } from '#services/seo/listing_schema'
import type { PageMeta } from '#services/seo/listing_seo'

/** Venture types whose project is homes (an ApartmentComplex); others are a Place. */
const RESIDENTIAL = new Set([
  'residential',
  'luxury_residential',
  'affordable_housing',
  'mixed_use',
])

/**
 * The head of a venture's page (docs/seo.md): title and
 * description from its real data (name, builder, place, units, price range
 * in its currency), and a schema.org RealEstateListing whose main entity is
 * the project (ApartmentComplex or Place) with an AggregateOffer over its
 * listed units' price range, provided by the builder.
 */
export function ventureMeta(
  venture: Venture,
  counts: StatusCounts | undefined,
  i18n: I18n,
  links: { canonical: string; origin: string; place?: (text: string) => string }
): PageMeta {
  // In the page's language on hi and te pages (issue 27); schema.org keeps the English address.
  const place = (links.place ?? ((text: string) => text))(placeOf(venture))
  const from = venture.minPrice ? formatListingPrice(venture.minPrice, venture.currency) : null
  const images = absoluteImages([...venture.images, ...venture.masterPlanImages], links.origin)
  const total = venture.totalUnits
  const available = counts?.available ?? 0

  const where = placeOfListing(venture, venture.name, i18n)
  const project: ApartmentComplex | Place = RESIDENTIAL.has(venture.ventureType)
    ? {
        '@type': 'ApartmentComplex',
        ...where,
        ...(total
          ? { numberOfAccommodationUnits: { '@type': 'QuantitativeValue', 'value': total } }
          : {}),
        ...(counts
          ? {
              numberOfAvailableAccommodationUnits: {
                '@type': 'QuantitativeValue',
                'value': available,
              },
            }
          : {}),
      }
    : { '@type': 'Place', ...where }

  const offers: Offer | null = venture.minPrice
    ? {
        '@type': 'AggregateOffer',
        'lowPrice': venture.minPrice,
        ...(venture.maxPrice ? { highPrice: venture.maxPrice } : {}),
        'priceCurrency': venture.currency,
        ...(counts ? { offerCount: available } : {}),
        'url': links.canonical,
      }
    : null

  const jsonLd = realEstateListing(
    {
      id: 'venture',
      canonical: links.canonical,
      name: venture.name,
      description: venture.description,
      images,
      publishedAt: venture.publishedAt,
    },
    i18n,
    {
      ...(venture.builderName
        ? { provider: { '@type': 'Organization', 'name': venture.builderName } }
        : {}),
      ...(offers ? { offers } : {}),
      mainEntity: project,
    }
  )

  return {
    title: seoText(i18n, venture.builderName ? 'venture.title' : 'venture.title_no_builder', {
      name: venture.name,
      builder: venture.builderName,
      place,
    }),
    description: fitDescription([
      seoText(i18n, 'venture.summary', {
        type: i18n.t(`venture_pages.venture_types.${venture.ventureType}`),
        name: venture.name,
        place,
      }),
      total ? seoText(i18n, 'venture.units', { total, available }) : null,
      from ? seoText(i18n, 'venture.from', { price: from }) : null,
      venture.description,
    ]),
    image: images[0] ?? null,
    jsonLd: jsonLdText(jsonLd),
  }
}
