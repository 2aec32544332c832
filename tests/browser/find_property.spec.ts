import { test } from '@japa/runner'
import Lead from '#models/lead'
import Favorite from '#models/favorite'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { withLocations } from '#tests/helpers/browser_setup'

test.group('Finding a property in the browser', (group) => {
  // Committed rows, so MySQL's FULLTEXT search sees them.
  committed(group)
  withLocations(group)

  test('search from home, filter, open, favourite, find it in favorites, send an enquiry', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.merge({
      name: 'Sai Krishna',
      phone: '+91 98480 11223',
    }).create()
    const wanted = await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Lake view apartment in Gachibowli',
      bedrooms: 3,
      price: 12_500_000,
      description:
        'East-facing three bedroom flat near the lake with covered parking and power backup.',
    }).create()
    await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Two bedroom flat in Gachibowli',
      bedrooms: 2,
    }).create()
    await PropertyFactory.merge({
      ownerId: owner.id,
      title: 'Villa in Kokapet',
      propertyType: 'villa',
      area: 'Kokapet',
      location: 'Kokapet, Hyderabad, Rangareddy, Telangana',
    }).create()
    const buyer = await UserFactory.merge({
      name: 'Priya Sharma',
      phone: '+91 90000 11111',
    }).create()

    const context = await browser.newContext({ locale: 'en-IN' })
    await context.setPlainCookie('locale', 'en')
    await context.loginAs(buyer)
    const page = await context.newPage()
    await page.goto(appUrl('/'))
    await hydrated(page)

    await page.locator('[data-search-input]').fill('gachibowli')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/properties?search=gachibowli')
    await page.getByTestId('result-count').getByText('2 properties found').waitFor()

    await page.getByTestId('filter-bedrooms').getByRole('button', { name: '3 BHK' }).click()
    await page.waitForURL(/bedrooms=3/)
    await page.getByTestId('result-count').getByText('1 property found').waitFor()
    assert.equal(await page.getByTestId('property-card').count(), 1)

    await page.getByRole('link', { name: /Lake view apartment in Gachibowli/ }).click()
    await page.waitForURL(`**/properties/${wanted.id}`)
    await page.getByTestId('detail-price').getByText('₹125.0L').waitFor()

    await page.getByTestId('favorite-button').click()
    await page.getByText('Added to favorites').waitFor()
    assert.equal(
      await Favorite.query()
        .where('user_id', buyer.id)
        .where('property_id', wanted.id)
        .count('* as n')
        .then((r) => Number(r[0].$extras.n)),
      1
    )

    await page.getByLabel('Message').fill('Can I visit the flat this Sunday morning?')
    await page.getByRole('button', { name: 'Send Enquiry' }).click()
    await page.getByText('Your enquiry has been sent to the owner.').waitFor()
    const lead = await Lead.findByOrFail('property_id', wanted.id)
    assert.equal(lead.ownerId, owner.id)
    assert.equal(lead.contactName, 'Priya Sharma')

    await page.goto(appUrl('/favorites'))
    await page.getByRole('heading', { name: 'My Favorites' }).waitFor()
    await page.getByRole('link', { name: /Lake view apartment in Gachibowli/ }).waitFor()
    // Favorites show lakhs with two decimals (000 §2).
    await page.getByTestId('property-price').getByText('₹125.00L').waitFor()
    await context.close()
  })

  test('"Use my location" fills the location filter from the device position', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'en-IN',
      geolocation: { latitude: 17.4435, longitude: 78.3772 },
      permissions: ['geolocation'],
    })
    await context.setPlainCookie('locale', 'en')
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(appUrl('/properties'))
    await hydrated(page)

    const detector = page.getByTestId('location-detector').filter({ visible: true })
    await detector.getByRole('button', { name: 'Use my location' }).click()
    await detector.getByText('HITEC City, Hyderabad, Rangareddy, Telangana, India').waitFor()
    await detector.getByRole('button', { name: 'Apply This Location' }).click()
    await page.waitForURL(/area=HITEC/)
    await page.getByText('Location applied successfully').waitFor()
    await context.close()
  })

  test('outside the service area, or with permission denied, the visitor is told and can pick by hand', async ({
    browser,
  }) => {
    const far = await browser.newContext({
      locale: 'en-IN',
      geolocation: { latitude: 51.5074, longitude: -0.1278 },
      permissions: ['geolocation'],
    })
    await far.setPlainCookie('locale', 'en')
    const page = await far.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(appUrl('/properties'))
    await hydrated(page)
    const detector = page.getByTestId('location-detector').filter({ visible: true })
    await detector.getByRole('button', { name: 'Use my location' }).click()
    await detector.getByText('Location detected but not in our service area').waitFor()
    await far.close()

    const denied = await browser.newContext({ locale: 'en-IN', permissions: [] })
    await denied.setPlainCookie('locale', 'en')
    const second = await denied.newPage()
    await second.setViewportSize({ width: 1280, height: 900 })
    await second.goto(appUrl('/properties'))
    await hydrated(second)
    const secondDetector = second.getByTestId('location-detector').filter({ visible: true })
    await secondDetector.getByRole('button', { name: 'Use my location' }).click()
    await secondDetector
      .getByText('Location access denied - Please select manually from available locations below')
      .waitFor()
    await denied.close()
  })
})
