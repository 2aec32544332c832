import type { I18n } from '@adonisjs/i18n'
import type { Accommodation, ItemAvailability, Place } from 'schema-dts'
import type Property from '#models/property'
import { formatListingPrice } from '#rules/money'
import { fitDescription, jsonLdText, placeOf, seoText } from '#services/seo/seo_text'
import { absoluteImages, placeOfListing, realEstateListing } from '#services/seo/listing_schema'

/** A page's head: `jsonLd` is the schema.org data as script-safe JSON text (`data` is the same, for checks). */
export type PageMeta = { title: string; description: string; image: string | null; jsonLd: string }

/** schema.org type of the thing a listing sells, by property type (000 §3). */
const THING_TYPES: Record<string, 'Apartment' | 'House' | 'SingleFamilyResidence' | 'Place'> = {
  apartment: 'Apartment',
  villa: 'House',
  independent_house: 'SingleFamilyResidence',
}

/** schema.org availability of a listing's status (000 §4). */
function availability(status: string): ItemAvailability {
  if (status === 'sold' || status === 'rented') return 'https://schema.org/SoldOut'
  if (status === 'under_construction') return 'https://schema.org/PreOrder'
  return 'https://schema.org/InStock'
}

/**
 * The head of a listing's page (docs/seo.md): its title and
 * description in the page's language from its real data (title, price in the
 * listing's own currency, place), and its schema.org RealEstateListing with
 * the Offer and the home (or plot) itself as the main entity.
 */
export function listingMeta(
  property: Property,
  i18n: I18n,
  links: { canonical: string; origin: string; place?: (text: string) => string }
): PageMeta {
  const price = formatListingPrice(property.price, property.currency)
  // In the page's language on hi and te pages (issue 27); schema.org keeps the English address.
  const place = (links.place ?? ((text: string) => text))(placeOf(property))
  const type = i18n.t(`master.property_types.${property.propertyType}`)
  // Grouped here (1,650; 12,50,000 in India): the browser's message formatter has no {x, number}.
  const area = new Intl.NumberFormat(property.countryCode === 'IN' ? 'en-IN' : 'en-US').format(
    property.areaSqft
  )
  const facts = property.bedrooms
    ? seoText(i18n, 'listing.rooms_area', { count: property.bedrooms, area })
    : seoText(i18n, 'listing.area_only', { area })
  const images = absoluteImages(property.images, links.origin)
  const thingType = THING_TYPES[property.propertyType] ?? 'Place'
  const where = {
    ...placeOfListing(property, property.title, i18n),
    ...(property.lat !== null && property.lng !== null
      ? {
          geo: {
            '@type': 'GeoCoordinates' as const,
            'latitude': property.lat,
            'longitude': property.lng,
          },
        }
      : {}),
  }
  const home: Accommodation | Place =
    thingType === 'Place'
      ? {
          '@type': 'Place',
          ...where,
          ...(property.areaSqft
            ? {
                additionalProperty: {
                  '@type': 'PropertyValue',
                  'name': 'area',
                  'value': property.areaSqft,
                  'unitCode': 'FTK',
                },
              }
            : {}),
        }
      : {
          '@type': thingType,
          ...where,
          ...(property.areaSqft
            ? {
                floorSize: {
                  '@type': 'QuantitativeValue',
                  'value': property.areaSqft,
                  'unitCode': 'FTK',
                },
              }
            : {}),
          ...(property.bedrooms ? { numberOfBedrooms: property.bedrooms } : {}),
          ...(property.bathrooms ? { numberOfBathroomsTotal: property.bathrooms } : {}),
        }

  const jsonLd = realEstateListing(
    {
      id: 'listing',
      canonical: links.canonical,
      name: property.title,
      description: property.description,
      images,
      publishedAt: property.publishedAt,
      updatedAt: property.updatedAt,
    },
    i18n,
    {
      offers: {
        '@type': 'Offer',
        'price': property.price,
        'priceCurrency': property.currency,
        'availability': availability(property.status),
        'url': links.canonical,
      },
      mainEntity: home,
    }
  )

  return {
    title: seoText(i18n, 'listing.title', { title: property.title, price, place }),
    description: fitDescription([
      seoText(i18n, 'listing.summary', { type, price, place }),
      facts,
      property.description,
    ]),
    image: images[0] ?? null,
    jsonLd: jsonLdText(jsonLd),
  }
}
