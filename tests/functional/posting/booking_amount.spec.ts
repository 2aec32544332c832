import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Property from '#models/property'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, validForm, withLocationTree } from './helpers.js'
import { expectStatus } from '#tests/helpers/http'

/**
 * Owners set the booking amount buyers pay to reserve a listing: whole units
 * of the listing's currency, from 100 up to 10% of the price and never above
 * 500,000; empty means no reservations.
 */
test.group('Booking amount: owners set it through /api and the add/edit form', (group) => {
  isolated(group)
  withLocationTree(group)

  test('POST stores it and answers it; PATCH changes it; null turns reservations off', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(1)
    const created = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(validForm({ booking_amount: 50_000 }))
    created.assertStatus(201)
    assert.equal(created.body().booking_amount, 50_000)
    const id = created.body().id
    const storedProperty = await Property.findOrFail(id)
    assert.equal(storedProperty.bookingAmount, 50_000)

    const changed = await client
      .patch(urlFor('api.properties.patch', { id }))
      .bearerToken(token)
      .json({ booking_amount: '75000' })
    changed.assertStatus(200)
    assert.equal(changed.body().booking_amount, 75_000)
    // A PATCH of something else keeps it.
    await expectStatus(
      client
        .patch(urlFor('api.properties.patch', { id }))
        .bearerToken(token)
        .json({ title: 'Lake view 3 BHK, freshly painted' }),
      200
    )
    const freshProperty = await Property.findOrFail(id)
    assert.equal(freshProperty.bookingAmount, 75_000)

    const off = await client
      .patch(urlFor('api.properties.patch', { id }))
      .bearerToken(token)
      .json({ booking_amount: null })
    off.assertStatus(200)
    assert.isNull(off.body().booking_amount)
  })

  test('{locale}: {case} → "{message}"')
    .with([
      {
        locale: 'en',
        case: 'fraction',
        body: { booking_amount: 1500.5 },
        message: 'Booking amount must be a whole number',
      },
      {
        locale: 'en',
        case: 'text',
        body: { booking_amount: 'some' },
        message: 'Booking amount must be a whole number',
      },
      {
        locale: 'en',
        case: 'below 100',
        body: { booking_amount: 99 },
        message: 'Booking amount must be at least 100',
      },
      {
        locale: 'en',
        case: 'above 10% of the price',
        body: { price: 1_000_000, booking_amount: 100_001 },
        message: 'Booking amount can be at most 100000',
      },
      {
        locale: 'en',
        case: 'above the cap',
        body: { price: 90_000_000, booking_amount: 500_001 },
        message: 'Booking amount can be at most 500000',
      },
      {
        locale: 'hi',
        case: 'fraction',
        body: { booking_amount: 1500.5 },
        message: 'बुकिंग राशि पूर्ण संख्या होनी चाहिए',
      },
      {
        locale: 'hi',
        case: 'below 100',
        body: { booking_amount: 10 },
        message: 'बुकिंग राशि कम से कम 100 होनी चाहिए',
      },
      {
        locale: 'hi',
        case: 'above 10% of the price',
        body: { price: 1_000_000, booking_amount: 200_000 },
        message: 'बुकिंग राशि अधिकतम 100000 हो सकती है',
      },
      {
        locale: 'te',
        case: 'fraction',
        body: { booking_amount: 1500.5 },
        message: 'బుకింగ్ మొత్తం పూర్ణ సంఖ్య అయి ఉండాలి',
      },
      {
        locale: 'te',
        case: 'below 100',
        body: { booking_amount: 10 },
        message: 'బుకింగ్ మొత్తం కనీసం 100 ఉండాలి',
      },
      {
        locale: 'te',
        case: 'above 10% of the price',
        body: { price: 1_000_000, booking_amount: 200_000 },
        message: 'బుకింగ్ మొత్తం గరిష్ఠంగా 100000 ఉండవచ్చు',
      },
    ])
    .run(async ({ client, assert }, { locale, body, message }) => {
      const { user, token } = await ownerWithCredits(1)
      const response = await client
        .post(urlFor('api.properties.store'))
        .bearerToken(token)
        .header('accept-language', `${locale}-IN`)
        .json(validForm(body))
      response.assertStatus(422)
      assert.equal(response.body().detail, message)
      assert.deepEqual(
        response.body().errors.map((e: any) => e.field),
        ['booking_amount']
      )
      assert.lengthOf(await Property.query().where('owner_id', user.id), 0)
    })

  test("the limits are in the listing's currency: $10,000 is above the US cap, ₹10,000 is fine in India", async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(2)
    const US_PLACE = {
      state: 'Ohio',
      district: 'Franklin County',
      city: 'Columbus',
      area_name: 'Short North',
      country_code: 'US',
    }
    const us = await client
      .post(urlFor('api.properties.store', {}, { qs: { country: 'US' } }))
      .bearerToken(token)
      .json(validForm({ ...US_PLACE, price: 650_000, booking_amount: 10_000 }))
    us.assertStatus(422)
    assert.equal(us.body().detail, 'Booking amount can be at most 6000')
    assert.lengthOf(await Property.query().where('owner_id', user.id), 0)
    const usLow = await client
      .post(urlFor('api.properties.store', {}, { qs: { country: 'US' } }))
      .bearerToken(token)
      .json(validForm({ ...US_PLACE, price: 650_000, booking_amount: 4 }))
    assert.equal(usLow.body().detail, 'Booking amount must be at least 5')

    const usOk = await client
      .post(urlFor('api.properties.store', {}, { qs: { country: 'US' } }))
      .bearerToken(token)
      .json(validForm({ ...US_PLACE, price: 650_000, booking_amount: 6_000 }))
    usOk.assertStatus(201)
    assert.containSubset(usOk.body(), { booking_amount: 6_000, currency: 'USD' })
    // An edit is checked in the listing's currency, whatever market the request comes from.
    const edit = await client
      .patch(urlFor('api.properties.patch', { id: usOk.body().id }))
      .bearerToken(token)
      .json({ booking_amount: 10_000 })
    edit.assertStatus(422)
    assert.equal(edit.body().detail, 'Booking amount can be at most 6000')

    const india = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(validForm({ booking_amount: 10_000 }))
    india.assertStatus(201)
    assert.containSubset(india.body(), { booking_amount: 10_000, currency: 'INR' })
  })

  test('exactly 100 and exactly 10% of the price are accepted', async ({ client, assert }) => {
    const { token } = await ownerWithCredits(2)
    for (const [price, amount] of [
      [5_000_000, 100],
      [1_000_000, 100_000],
    ]) {
      const response = await client
        .post(urlFor('api.properties.store'))
        .bearerToken(token)
        .json(validForm({ price, booking_amount: amount }))
      response.assertStatus(201)
      assert.equal(response.body().booking_amount, amount)
    }
  })

  test('lowering the price below ten times the booking amount is refused', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const property = await PropertyFactory.merge({
      ownerId: user.id,
      price: 5_000_000,
      bookingAmount: 400_000,
    }).create()
    const response = await client
      .patch(urlFor('api.properties.patch', { id: property.id }))
      .bearerToken(token)
      .json({ price: 3_000_000 })
    response.assertStatus(422)
    assert.equal(response.body().detail, 'Booking amount can be at most 300000')
    const storedProperty = await Property.findOrFail(property.id)
    assert.equal(storedProperty.price, 5_000_000)
  })

  test('the web form saves it (empty: none) and shows it back on the edit page', async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(1)
    const created = await client
      .post(urlFor('properties.store'))
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .loginAs(user)
      .json(validForm({ booking_amount: 25_000 }))
      .redirects(0)
    created.assertStatus(302)
    const property = await Property.query().where('owner_id', user.id).firstOrFail()
    assert.equal(property.bookingAmount, 25_000)

    const edit = await client
      .get(urlFor('properties.edit', { id: property.id }))
      .withInertia()
      .loginAs(user)
    edit.assertInertiaPropsContains({ listing: { id: property.id, booking_amount: 25_000 } })

    const bad = await client
      .put(urlFor('properties.update', { id: property.id }))
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .loginAs(user)
      .json(validForm({ booking_amount: 50 }))
      .redirects(0)
    bad.assertStatus(302)
    assert.deepEqual(
      (bad.flashMessages().inputErrorsBag as Record<string, string[]>).booking_amount,
      ['Booking amount must be at least 100']
    )

    const cleared = await client
      .put(urlFor('properties.update', { id: property.id }))
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .loginAs(user)
      .json(validForm({ booking_amount: null }))
      .redirects(0)
    cleared.assertStatus(302)
    const storedProperty = await Property.findOrFail(property.id)
    assert.isNull(storedProperty.bookingAmount)
  })

  test('the listing page carries it for the reserve card', async ({ client }) => {
    const { user } = await ownerWithCredits(0)
    const property = await PropertyFactory.merge({
      ownerId: user.id,
      bookingAmount: 40_000,
    }).create()
    const page = await client.get(urlFor('properties.show', { id: property.id })).withInertia()
    page.assertInertiaComponent('properties/show')
    page.assertInertiaPropsContains({
      property: { id: property.id, booking_amount: 40_000, status: 'available' },
    })
  })
})
