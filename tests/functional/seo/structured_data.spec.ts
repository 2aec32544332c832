import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { makeVenture, addUnits } from '#tests/helpers/ventures'
import { isolated } from '#tests/helpers/db'
import { jsonLdOf } from '#tests/helpers/html_head'
import { schemaOrgErrors } from '#tests/helpers/schema_org'

const ORIGIN = `http://localhost:${process.env.PORT}`

/**
 * The JSON-LD a crawler reads on listing and venture pages, checked against
 * the schema.org vocabulary (schema-dts types, tests/helpers/schema_org.ts):
 * every property defined for its object's type, every value in its range.
 */
test.group('Search engines: structured data', (group) => {
  isolated(group)

  test('a listing page is a RealEstateListing with an Offer in its currency and the home as main entity', async ({
    client,
    assert,
  }) => {
    const property = await PropertyFactory.with('owner')
      .merge({
        title: 'Lake view flat',
        price: 8_500_000,
        images: ['/media/images/a.jpg', 'https://img.example.com/b.jpg'],
        lat: 17.44,
        lng: 78.35,
        status: 'under_construction',
      })
      .create()
    const response = await client.get(
      urlFor('properties.show', { id: property.id }, { qs: { lang: 'te' } })
    )
    const [data, ...more] = jsonLdOf(response.text()) as any[]
    assert.lengthOf(more, 0)
    assert.deepEqual(schemaOrgErrors(data, 'RealEstateListing'), [])
    assert.equal(data['@type'], 'RealEstateListing')
    assert.equal(data.url, `${ORIGIN}/properties/${property.id}?lang=te`)
    assert.equal(data.inLanguage, 'te')
    assert.deepEqual(data.image, [`${ORIGIN}/media/images/a.jpg`, 'https://img.example.com/b.jpg'])
    assert.deepInclude(data.offers, {
      '@type': 'Offer',
      'price': 8_500_000,
      'priceCurrency': 'INR',
      'availability': 'https://schema.org/PreOrder',
    })
    assert.equal(data.mainEntity['@type'], 'Apartment')
    assert.deepEqual(data.mainEntity.geo, {
      '@type': 'GeoCoordinates',
      'latitude': 17.44,
      'longitude': 78.35,
    })
    assert.deepInclude(data.mainEntity.address, {
      addressLocality: 'Hyderabad',
      addressRegion: 'Telangana',
      addressCountry: 'IN',
    })
    assert.equal(data.mainEntity.numberOfBedrooms, 2)
    // Amenities in the page's language.
    assert.deepEqual(
      data.mainEntity.amenityFeature.map((a: any) => a.name),
      ['కార్ పార్కింగ్', 'పవర్ బ్యాకప్']
    )
  })

  test('a plot and a US house use the types that fit them, priced in their own currency', async ({
    client,
    assert,
  }) => {
    const plot = await PropertyFactory.with('owner')
      .merge({ propertyType: 'plot', bedrooms: null, bathrooms: null, amenities: [] })
      .create()
    const house = await PropertyFactory.with('owner')
      .apply('us')
      .merge({ propertyType: 'independent_house', price: 450_000, status: 'sold' })
      .create()
    const response = await client.get(urlFor('properties.show', { id: plot.id }))
    const [plotData] = jsonLdOf(response.text()) as any[]
    assert.deepEqual(schemaOrgErrors(plotData, 'RealEstateListing'), [])
    assert.equal(plotData.mainEntity['@type'], 'Place')
    const reply = await client.get(urlFor('properties.show', { id: house.id }))
    const [houseData] = jsonLdOf(reply.text()) as any[]
    assert.deepEqual(schemaOrgErrors(houseData, 'RealEstateListing'), [])
    assert.equal(houseData.mainEntity['@type'], 'SingleFamilyResidence')
    assert.deepInclude(houseData.offers, {
      price: 450_000,
      priceCurrency: 'USD',
      availability: 'https://schema.org/SoldOut',
    })
  })

  test("a venture page is a RealEstateListing of the project, with the builder and an AggregateOffer of its units' prices", async ({
    client,
    assert,
  }) => {
    const venture = await makeVenture(await UserFactory.create(), {
      amenities: ['swimming_pool'],
      images: ['/media/images/v.jpg'],
    })
    await addUnits(venture, 'Tower A', [{ number: '101' }, { number: '102', status: 'sold' }])
    const response = await client.get(urlFor('ventures.show', { id: venture.id }))
    const [data] = jsonLdOf(response.text()) as any[]
    assert.deepEqual(schemaOrgErrors(data, 'RealEstateListing'), [])
    assert.deepEqual(data.provider, { '@type': 'Organization', 'name': 'Skyline Builders' })
    assert.deepInclude(data.offers, {
      '@type': 'AggregateOffer',
      'lowPrice': 5_000_000,
      'highPrice': 9_000_000,
      'priceCurrency': 'INR',
      'offerCount': 1,
    })
    assert.equal(data.mainEntity['@type'], 'ApartmentComplex')
    assert.deepEqual(data.mainEntity.numberOfAvailableAccommodationUnits, {
      '@type': 'QuantitativeValue',
      'value': 1,
    })
  })

  test('the check rejects a property its type does not define, an unknown type and a value out of range', async ({
    assert,
  }) => {
    const listing = {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      'name': 'x',
      'offers': { '@type': 'Offer', 'price': 1, 'priceCurrency': 'INR' },
    }
    assert.deepEqual(schemaOrgErrors(listing, 'RealEstateListing'), [])
    assert.isNotEmpty(
      schemaOrgErrors(
        {
          ...listing,
          mainEntity: {
            '@type': 'Place',
            'floorSize': { '@type': 'QuantitativeValue', 'value': 1 },
          },
        },
        'RealEstateListing'
      )
    )
    assert.isNotEmpty(
      schemaOrgErrors(
        { ...listing, mainEntity: { '@type': 'Flat', 'name': 'x' } },
        'RealEstateListing'
      )
    )
    assert.isNotEmpty(
      schemaOrgErrors(
        {
          ...listing,
          offers: { ...listing.offers, itemOffered: { '@type': 'Apartment', 'name': 'x' } },
        },
        'RealEstateListing'
      )
    )
  })
})
