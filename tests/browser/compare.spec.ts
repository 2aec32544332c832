import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { hydrated } from '#tests/helpers/browser'
import { openVisitorPage, withLocations } from '#tests/helpers/browser_setup'

/** Two listings to compare: the villa has a pool the flat lacks; both have parking. */
async function twoListings() {
  const agent = await UserFactory.apply('agent').create()
  const flat = await PropertyFactory.merge({
    ownerId: agent.id,
    title: 'Lake view flat in Gachibowli',
    price: 8_500_000,
    areaSqft: 1250,
    amenities: ['car_parking'],
  }).create()
  const villa = await PropertyFactory.merge({
    ownerId: agent.id,
    title: 'Villa with a pool in Kokapet',
    propertyType: 'villa',
    price: 42_500_000,
    areaSqft: 4250,
    amenities: ['car_parking', 'swimming_pool'],
  }).create()
  return { flat, villa }
}

/** Ticks Compare on the card with `title`. */
async function pick(page: Page, title: string) {
  await page
    .getByTestId('property-card')
    .filter({ hasText: title })
    .getByTestId('compare-toggle')
    .check()
}

test.group('Comparing listings in the browser (issue 31)', (group) => {
  committed(group)
  withLocations(group)

  for (const width of [360, 1280]) {
    test(`pick two listings on their cards, compare them side by side, remove one (${width} px)`, async ({
      browser,
      assert,
    }) => {
      const { flat, villa } = await twoListings()
      const page = await openVisitorPage(browser, '/properties', {
        viewport: { width, height: 800 },
      })
      await pick(page, 'Lake view flat in Gachibowli')
      await pick(page, 'Villa with a pool in Kokapet')
      const tray = page.getByTestId('compare-tray')
      await tray.getByText('2 of 4 picked').waitFor()

      await tray.getByRole('link', { name: 'Compare' }).click()
      await page.waitForURL(`**/compare?ids=${flat.id},${villa.id}`)
      await hydrated(page)
      const table = page.getByTestId('compare-table')
      await table.getByRole('columnheader', { name: /Villa with a pool in Kokapet/ }).waitFor()
      // Price per sq ft in the listing's currency, the Indian way: ₹85,00,000 / 1,250 sq ft.
      await table
        .getByRole('row', { name: /Price per sq ft/ })
        .getByText('₹6,800')
        .waitFor()
      const pool = table.getByRole('row', { name: /Swimming Pool/i })
      assert.equal(await pool.getAttribute('data-differs'), 'true')
      await pool.getByText('No').waitFor()
      assert.isNull(
        await table.getByRole('row', { name: /Car Parking/i }).getAttribute('data-differs')
      )

      // The table's scrolling box (an HTMLElement; the tests' TypeScript has no DOM types).
      const scroller = table.locator('xpath=..')
      type Box = {
        scrollWidth: number
        clientWidth: number
        scrollBy: (o: { left: number }) => void
      }
      const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
        scrollWidth: (element as unknown as Box).scrollWidth,
        clientWidth: (element as unknown as Box).clientWidth,
      }))
      if (width === 360) {
        // Too wide for a phone: it scrolls sideways, and the facts' names stay in view.
        assert.isAbove(scrollWidth, clientWidth)
        const label = table.getByRole('rowheader', { name: 'Price per sq ft' })
        const before = (await label.boundingBox())!.x
        await scroller.evaluate((element) => (element as unknown as Box).scrollBy({ left: 200 }))
        await page.waitForFunction(
          (element) => (element as { scrollLeft: number }).scrollLeft > 0,
          await scroller.elementHandle()
        )
        assert.approximately((await label.boundingBox())!.x, before, 1)
        // The page itself does not scroll sideways.
        assert.equal(await page.evaluate('document.documentElement.scrollWidth'), 360)
      } else {
        assert.equal(scrollWidth, clientWidth)
      }

      await table
        .getByRole('columnheader', { name: /Lake view flat in Gachibowli/ })
        .getByRole('link', { name: 'Remove' })
        .click()
      await page.waitForURL(`**/compare?ids=${villa.id}`)
      await table
        .getByRole('columnheader', { name: /Lake view flat/ })
        .waitFor({ state: 'detached' })

      await table.getByRole('link', { name: 'Villa with a pool in Kokapet' }).click()
      await page.waitForURL(`**/properties/${villa.id}`)
      // The detail page's toggle knows the listing is picked; untick it and the tray goes.
      const toggle = page.getByTestId('compare-toggle')
      await toggle.waitFor()
      assert.isTrue(await toggle.isChecked())
      await toggle.uncheck()
      await page.getByTestId('compare-tray').waitFor({ state: 'detached' })
    }).timeout(90_000)
  }

  test('a shared link works signed out, with a note for a listing no longer listed', async ({
    browser,
  }) => {
    const { flat } = await twoListings()
    const page = await openVisitorPage(browser, `/compare?ids=${flat.id},999999`, {
      viewport: { width: 360, height: 800 },
    })
    await page.getByText('1 property is no longer listed and left out.').waitFor()
    await page.getByTestId('compare-table').getByText('Lake view flat in Gachibowli').waitFor()
  }).timeout(60_000)
})
