import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { PropertyFactory } from '#database/factories/property_factory'
import { committed } from '#tests/helpers/db'
import { withLocations, DESKTOP, openVisitorPage } from '#tests/helpers/browser_setup'

/** Script files the page has fetched whose name contains `part`. */
const fetched = (page: Page, part: string) =>
  page.evaluate(
    (name) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.includes(name)),
    part
  )

/**
 * Issue 31 in the browser: the property page's EMI / mortgage calculator,
 * whose code loads only when its section nears the screen, and the What can
 * I afford? dialog of /properties, which opens /properties with the range.
 */
test.group('Loan tools in the browser', (group) => {
  committed(group)
  withLocations(group)

  test('a rupee listing: the EMI of ₹50 L at 8.5 % for 20 years is ₹43,391, and follows the rate typed', async ({
    assert,
    browser,
  }) => {
    const flat = await PropertyFactory.with('owner').merge({ price: 6_250_000 }).create()
    const page = await openVisitorPage(browser, `/properties/${flat.id}`, {
      viewport: { width: 360, height: 780 },
    })
    // Far below the first screen on a phone: the calculator's code is not fetched yet.
    assert.deepEqual(await fetched(page, 'emi_calculator'), [])

    const section = page.getByTestId('emi-section')
    await section.scrollIntoViewIfNeeded()
    await section.getByRole('heading', { name: 'EMI calculator' }).waitFor()
    const monthly = page.getByTestId('emi-monthly')
    await monthly.waitFor()
    assert.lengthOf(await fetched(page, 'emi_calculator'), 1)
    assert.equal(await page.getByLabel('Down payment').inputValue(), '1250000')
    assert.equal(await page.getByTestId('emi-loan').textContent(), '₹50 L')
    assert.equal(await monthly.textContent(), '₹43,391 a month')

    // No interest: ₹50 L over 240 months.
    await page.getByLabel('Interest rate (% a year)').fill('0')
    await monthly.filter({ hasText: '₹20,833 a month' }).waitFor()
    assert.equal(await page.getByTestId('emi-interest').textContent(), '₹0')
  })

  test('a dollar listing shows the US mortgage view: P&I plus estimated tax and insurance', async ({
    assert,
    browser,
  }) => {
    const home = await PropertyFactory.with('owner').apply('us').merge({ price: 500_000 }).create()
    const page = await openVisitorPage(browser, `/properties/${home.id}`, { viewport: DESKTOP })
    const section = page.getByTestId('emi-section')
    await section.scrollIntoViewIfNeeded()
    await section.getByRole('heading', { name: 'Mortgage calculator' }).waitFor()
    await page.getByTestId('emi-pi').waitFor()
    // $400,000 at 6.5 % for 30 years; tax 1.1 % and insurance 0.5 % of $500,000 a year.
    assert.equal(await page.getByTestId('emi-pi').textContent(), '$2,528.27')
    assert.equal(await page.getByTestId('emi-tax').textContent(), '$458.33')
    assert.equal(await page.getByTestId('emi-insurance').textContent(), '$208.33')
    assert.equal(await page.getByTestId('emi-monthly').textContent(), '$3,194.93 a month')
    await section.getByText('Property tax (estimate)').waitFor()
  })

  test('What can I afford? opens /properties with the price range filled', async ({
    assert,
    browser,
  }) => {
    const page = await openVisitorPage(browser, '/properties', { viewport: DESKTOP })
    assert.deepEqual(await fetched(page, 'affordability_dialog'), [])
    await page.getByRole('button', { name: 'What can I afford?' }).click()
    const dialog = page.getByRole('dialog', { name: 'What can I afford?' })
    await dialog.getByLabel('Monthly income').fill('150000')
    await dialog.getByLabel('EMIs you pay now (a month)').fill('10000')
    await dialog.getByLabel('Down payment you have').fill('2000000')
    // 50 % of ₹1.5 L less ₹10,000 is ₹65,000 a month: ₹74.9 L over 20 years at 8.5 %, plus ₹20 L.
    await dialog.getByText('You can look at homes up to ₹94.9 L').waitFor()
    await dialog.getByRole('link', { name: 'See homes in this range' }).click()
    await page.waitForURL(/max_price=/)
    const url = new URL(page.url())
    assert.equal(url.pathname, '/properties')
    assert.equal(url.searchParams.get('max_price'), '9490004')
    assert.equal(url.searchParams.get('min_price'), '5694003')
  })
})
