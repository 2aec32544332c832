import type { I18n } from '@adonisjs/i18n'
import type { DateTime } from 'luxon'
import type {
  LocationFeatureSpecification,
  Offer,
  Place,
  PostalAddress,
  RealEstateListing,
  WithContext,
} from 'schema-dts'
import { absoluteUrl, fitDescription } from '#services/seo/seo_text'

/**
 * What the schema.org data of a listing's page and a venture's page share
 * (listing_seo.ts, venture_seo.ts): their photos' addresses, the place (name,
 * postal address, amenities) and the RealEstateListing around what they sell.
 */

/** The photos' absolute addresses, those that have one. */
export function absoluteImages(urls: string[], origin: string): string[] {
  return urls.map((url) => absoluteUrl(url, origin)).filter((url): url is string => Boolean(url))
}

/** The place a listing or a project is: its name, postal address and amenities. */
export function placeOfListing(
  thing: { city: string | null; state: string | null; countryCode: string; amenities: string[] },
  name: string,
  i18n: I18n
) {
  const address: PostalAddress = {
    '@type': 'PostalAddress',
    ...(thing.city ? { addressLocality: thing.city } : {}),
    ...(thing.state ? { addressRegion: thing.state } : {}),
    'addressCountry': thing.countryCode,
  }
  const amenityFeature: LocationFeatureSpecification[] = thing.amenities.map((amenity) => ({
    '@type': 'LocationFeatureSpecification',
    'name': i18n.t(`master.amenities.${amenity}`),
    'value': true,
  }))
  return { name, address, ...(amenityFeature.length ? { amenityFeature } : {}) }
}

/** The page's RealEstateListing: `#listing` or `#venture` of its address, in the page's language. */
export function realEstateListing(
  page: {
    id: 'listing' | 'venture'
    canonical: string
    name: string
    description: string | null
    images: string[]
    publishedAt: DateTime | null
    updatedAt?: DateTime | null
  },
  i18n: I18n,
  sold: {
    offers?: Offer
    mainEntity: Place
    provider?: { '@type': 'Organization'; 'name': string }
  }
): WithContext<RealEstateListing> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': `${page.canonical}#${page.id}`,
    'url': page.canonical,
    'name': page.name,
    'description': fitDescription([page.description], 500),
    'inLanguage': i18n.locale,
    ...(page.images.length ? { image: page.images } : {}),
    ...(page.publishedAt ? { datePosted: page.publishedAt.toISO()! } : {}),
    ...(page.updatedAt ? { dateModified: page.updatedAt.toISO()! } : {}),
    ...(sold.provider ? { provider: sold.provider } : {}),
    ...(sold.offers ? { offers: sold.offers } : {}),
    'mainEntity': sold.mainEntity,
  }
}
