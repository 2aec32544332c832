import { test } from '@japa/runner'
import Property from '#models/property'
import CreditLedger from '#services/credits/credit_ledger'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { withLocations } from '#tests/helpers/browser_setup'
import type { TestContext } from '@japa/runner/core'

/** A browser context of a visitor who chose `country`, reading English. */
async function visitor(browser: TestContext['browser'], country: 'IN' | 'US') {
  const context = await browser.newContext({ locale: country === 'US' ? 'en-US' : 'en-IN' })
  await context.setPlainCookie('country', country)
  await context.setPlainCookie('locale', 'en')
  return context
}

test.group("Prices in the listing's own currency, in the browser", (group) => {
  committed(group)
  withLocations(group)

  test('an NRI in the US sees a Hyderabad flat in rupees with "≈ $102,000"; an Indian visitor sees an Ohio home in dollars with rupees beside', async ({
    browser,
  }) => {
    const owner = await UserFactory.create()
    const flat = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Lake view flat in Gachibowli',
      price: 8_500_000,
    }).create()
    const home = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Family home in Dublin, Ohio',
      price: 650_000,
    })
      .apply('us')
      .create()

    const result = await visitor(browser, 'US')
    const us = await result.newPage()
    await hydrated(await us.goto(appUrl(`/properties/${flat.id}`)).then(() => us))
    await us.getByTestId('detail-price').getByText('₹85.0L', { exact: true }).waitFor()
    await us.getByTestId('detail-price-approx').getByText('≈ $102,000', { exact: true }).waitFor()
    await us.getByText('₹7,083').waitFor() // price per sq ft stays in the listing's currency

    await hydrated(await us.goto(appUrl(`/properties/${home.id}`)).then(() => us))
    await us.getByTestId('detail-price').getByText('$650,000', { exact: true }).waitFor()
    if ((await us.getByTestId('detail-price-approx').count()) !== 0)
      throw new Error('a US visitor needs no conversion of a US price')

    const outcome = await visitor(browser, 'IN')
    const india = await outcome.newPage()
    await hydrated(await india.goto(appUrl(`/properties/${home.id}`)).then(() => india))
    await india.getByTestId('detail-price').getByText('$650,000', { exact: true }).waitFor()
    await india
      .getByTestId('detail-price-approx')
      .getByText('≈ ₹5.41 Cr', { exact: true })
      .waitFor()
  })

  test('US search presets are in dollars and filter dollar prices; Indian presets in rupees', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.create()
    for (const [title, price] of [
      ['Starter condo in Easton', 180_000],
      ['Brick colonial in Upper Arlington', 545_000],
      ['Estate in New Albany', 2_400_000],
    ] as const) {
      await PropertyFactory.merge({ ownerId: owner.id, title, price }).apply('us').create()
    }
    await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Lake view flat in Gachibowli',
      price: 8_500_000,
    }).create()
    await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Villa in Kokapet',
      price: 42_500_000,
    }).create()

    const result = await visitor(browser, 'US')
    const us = await result.newPage()
    await hydrated(await us.goto(appUrl('/properties')).then(() => us))
    const usPresets = us.getByTestId('filter-price').filter({ visible: true }).first()
    assert.deepEqual(await usPresets.getByRole('button').allInnerTexts(), [
      '$0 – $200K',
      '$200K – $400K',
      '$400K – $700K',
      '$700K – $1M',
      '$1M – $2M',
      '$2M+',
    ])
    await usPresets.getByRole('button', { name: '$400K – $700K' }).click()
    await us.getByTestId('result-count').getByText('1 property found').waitFor()
    assert.equal(await us.getByTestId('property-price').innerText(), '$545,000')
    assert.equal(await us.getByTestId('property-price-approx').count(), 0)
    assert.include(us.url(), 'min_price=400000')

    const outcome = await visitor(browser, 'IN')
    const india = await outcome.newPage()
    await hydrated(await india.goto(appUrl('/properties')).then(() => india))
    const inPresets = india.getByTestId('filter-price').filter({ visible: true }).first()
    assert.deepEqual(await inPresets.getByRole('button').allInnerTexts(), [
      '₹0 – ₹25L',
      '₹25L – ₹50L',
      '₹50L – ₹1Cr',
      '₹1Cr – ₹2.5Cr',
      '₹2.5Cr – ₹5Cr',
      '₹5Cr+',
    ])
    await inPresets.getByRole('button', { name: '₹50L – ₹1Cr' }).click()
    await india.getByTestId('result-count').getByText('1 property found').waitFor()
    assert.equal(await india.getByTestId('property-price').innerText(), '₹85 L')
  })

  test('a US owner types the price in dollars; it is stored and shown as typed', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.merge({
      countryCode: 'US',
      phone: '+1 (614) 555-0100',
    }).create()
    await new CreditLedger().grant(owner, 1, {
      reason: 'test',
      idempotencyKey: `browser-usd:${owner.id}`,
    })
    const context = await visitor(browser, 'US')
    await context.loginAs(owner)
    const page = await context.newPage()
    await hydrated(await page.goto(appUrl('/add-property')).then(() => page))

    await page.getByLabel('Property title').fill('Short North condo with a balcony')
    await page.getByLabel('Property type').selectOption('apartment')
    await page.getByLabel('Price ($)').fill('650000')
    await page.getByText('$650,000 · Full amount in US dollars').waitFor()
    await page.getByLabel('Area (sq ft)').fill('1080')
    await page.getByLabel('Bedrooms').fill('2')
    await page.getByLabel('Bathrooms').fill('2')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { name: 'Additional Info' }).waitFor()
    await page.getByLabel('State').selectOption('Ohio')
    await page.getByLabel('District').selectOption('Franklin County')
    await page.getByLabel('City').selectOption('Columbus')
    await page.getByLabel('Area').selectOption('Short North')
    await page
      .getByLabel('Description')
      .fill(
        'Bright corner condo with a balcony over High Street, one garage space and a short walk to the arena.'
      )
    await page.getByRole('button', { name: 'Publish for 1 credit' }).click()
    await page.waitForURL('**/properties')

    const property = await Property.query().where('owner_id', owner.id).firstOrFail()
    assert.equal(property.price, 650_000)
    assert.equal(property.countryCode, 'US')
    await page
      .getByRole('link', { name: /Short North condo with a balcony/ })
      .getByTestId('property-price')
      .getByText('$650,000', { exact: true })
      .waitFor()
  })
})
