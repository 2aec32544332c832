import { test } from '@japa/runner'
import { PropertyFactory } from '#database/factories/property_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { visitorContext, withLocations } from '#tests/helpers/browser_setup'

/** An upload address that our storage does not have: every width answers 404. */
const DEAD_PHOTO = '/media/images/0b7e6f3a-1111-4c2d-9e8f-000000000000/1280.webp'

test.group('Listing photos in the browser', (group) => {
  committed(group)
  withLocations(group)

  test('a photo that fails before the page hydrates still shows the placeholder, on cards and on the detail page', async ({
    browser,
    assert,
  }) => {
    const listing = await PropertyFactory.with('owner')
      .merge({
        title: 'Flat with a lost photo',
        images: [DEAD_PHOTO],
      })
      .create()

    const context = await visitorContext(browser)
    const page = await context.newPage()
    // Scripts arrive a second late, so the photo's error event surely fires before React listens.
    await page.route(/\/inertia\/app\.tsx/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.continue()
    })

    await page.goto(appUrl('/properties'))
    await hydrated(page)
    const card = page.getByTestId('property-card').filter({ hasText: 'Flat with a lost photo' })
    await card.getByText('No photo yet').waitFor()
    assert.equal(await card.locator('img').count(), 0)

    await page.goto(appUrl(`/properties/${listing.id}`))
    await hydrated(page)
    await page.locator('main').getByText('Flat with a lost photo').first().waitFor()
    assert.equal(await page.locator(`main img[src="${DEAD_PHOTO}"]`).count(), 0)
  }).timeout(60_000)

  test('the detail page preloads its first photo and lazy-loads none of it; cards load lazily with a reserved size', async ({
    browser,
    assert,
  }) => {
    const photo = '/media/images/0b7e6f3a-2222-4c2d-9e8f-000000000000/1280.webp'
    const listing = await PropertyFactory.with('owner')
      .merge({ images: [photo] })
      .create()
    const context = await visitorContext(browser)
    const page = await context.newPage()

    const result = await page.request.get(appUrl(`/properties/${listing.id}`))
    const html = await result.text()
    assert.match(
      html,
      /<link[^>]+rel="preload"[^>]+as="image"[^>]+href="\/media\/images\/0b7e6f3a-2222[^"]+"/
    )
    assert.match(html, /<img[^>]+loading="eager"[^>]+fetchpriority="high"/i)

    const outcome = await page.request.get(appUrl('/properties'))
    const list = await outcome.text()
    assert.match(list, /<img[^>]+width="640"[^>]+height="480"[^>]+loading="lazy"/)
  }).timeout(60_000)
})
