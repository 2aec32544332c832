import { test } from '@japa/runner'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { hydrated } from '#tests/helpers/browser'
import type { Page } from 'playwright'
import { clickMenuItem } from '#tests/helpers/browser_setup'

/** Latin words on the page other than brand names, codes and the support e-mail. */
async function englishLeft(page: Page): Promise<string[]> {
  const allowed = new Set([
    'DreamHomes',
    'BHK',
    'INR',
    'IN',
    'US',
    'WhatsApp',
    'support',
    'dreamhomes',
    'example',
  ])
  const text = await page.locator('body').innerText()
  return (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !allowed.has(word))
}

test.group('Country and language in the browser', (group) => {
  isolated(group)

  test('switching country and language changes the page, the prices and the menus', async ({
    visit,
    assert,
  }) => {
    await PropertyFactory.with('owner')
      .merge({ title: 'Lake view flat in Gachibowli', price: 8_500_000 })
      .create()
    await PropertyFactory.with('owner')
      .apply('us')
      .merge({ title: 'Short North condo', price: 320_000 })
      .create()

    // A US browser starts in the US, in English, with the listing's whole-dollar price.
    const page = await hydrated(await visit('/'))
    await page.getByRole('heading', { name: 'Short North condo' }).waitFor()
    assert.equal(await page.getByTestId('property-price').innerText(), '$320,000')
    assert.equal(await page.getByTestId('currency-badge').count(), 0)
    assert.equal(await page.getByTestId('language-selector').count(), 0)

    await page.getByTestId('country-selector').filter({ visible: true }).click()
    await page.getByPlaceholder('Search countries...').fill('ind')
    assert.equal(await page.getByRole('option').count(), 1)
    await page.getByPlaceholder('Search countries...').fill('zz')
    await page.getByText('No countries found').waitFor()
    await page.getByPlaceholder('Search countries...').fill('IN')
    await page.getByRole('option', { name: /India/ }).getByRole('button').click()

    // India: Hindi by default, rupees in lakhs/crores, the currency element and the language selector.
    await page.getByRole('heading', { name: 'Lake view flat in Gachibowli' }).waitFor()
    assert.equal(await page.getByTestId('property-price').innerText(), '₹85 L')
    await page.getByTestId('currency-badge').waitFor()
    await page.getByRole('link', { name: 'प्रॉपर्टी', exact: true }).first().waitFor()

    await page.getByTestId('language-selector').filter({ visible: true }).click()
    await clickMenuItem(page, /తెలుగు/)
    await page.getByRole('link', { name: 'ప్రాపర్టీలు', exact: true }).first().waitFor()
    assert.equal(await page.locator('html').getAttribute('lang'), 'te')

    await page.getByTestId('language-selector').filter({ visible: true }).click()
    await clickMenuItem(page, /English/)
    await page.getByRole('link', { name: 'Properties', exact: true }).first().waitFor()
  })

  test('a Hindi page and a Telugu page carry no English but brand names', async ({
    browser,
    assert,
  }) => {
    for (const [locale, heading] of [
      ['hi-IN', 'अपने सपनों की प्रॉपर्टी खोजें'],
      ['te-IN', 'మీ కలల ప్రాపర్టీని కనుగొనండి'],
    ]) {
      const context = await browser.newContext({ locale })
      const page = await context.newPage()
      await page.goto(`http://${process.env.HOST}:${process.env.PORT}/`)
      await hydrated(page)
      await page.getByRole('heading', { name: heading }).waitFor()
      assert.deepEqual(await englishLeft(page), [], `${locale} home page`)

      await page.goto(`http://${process.env.HOST}:${process.env.PORT}/favorites`)
      assert.deepEqual(await englishLeft(page), [], `${locale} login gate`)
      await context.close()
    }
  })
})
