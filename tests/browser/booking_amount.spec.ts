import { test } from '@japa/runner'
import Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { committed } from '#tests/helpers/db'
import { appUrl } from '#tests/helpers/browser'
import { openVisitorPage, visitorContext, withLocations } from '#tests/helpers/browser_setup'

test.group('Booking amount in the browser', (group) => {
  committed(group)
  withLocations(group)

  test('the owner sets it on the edit form; buyers see it on the reserve card', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const listing = await PropertyFactory.merge({ ownerId: owner.id, price: 4_000_000 }).create()

    const page = await openVisitorPage(browser, `/properties/${listing.id}/edit`, { user: owner })
    // Above 10% of the price: the on-blur check says so before anything is sent.
    await page.getByLabel('Booking amount (optional)').fill('400001')
    await page.getByLabel('Area (sq ft)').focus()
    await page.getByText('Booking amount can be at most 400000').waitFor()
    await page.getByLabel('Booking amount (optional)').fill('50000')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.waitForURL(/\/my-listings$/)
    const storedProperty = await Property.findOrFail(listing.id)
    assert.equal(storedProperty.bookingAmount, 50_000)

    await page.goto(appUrl(`/properties/${listing.id}`))
    await page
      .getByTestId('reserve-owner')
      .getByText('Buyers can reserve this property by paying ₹50,000.')
      .waitFor()

    const buyerContext = await visitorContext(browser, { user: await UserFactory.create() })
    const buyerPage = await buyerContext.newPage()
    await buyerPage.goto(appUrl(`/properties/${listing.id}`))
    await buyerPage
      .getByText('Pay the booking amount of ₹50,000 to reserve this property.')
      .waitFor()
    await buyerPage.getByRole('button', { name: 'Reserve Now' }).waitFor()
  }).timeout(60_000)

  test('a reserved listing shows its status read-only on the edit form and keeps it on save', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const listing = await PropertyFactory.merge({
      ownerId: owner.id,
      status: 'reserved',
      bookingAmount: 50_000,
    }).create()
    const page = await openVisitorPage(browser, `/properties/${listing.id}/edit`, { user: owner })
    await page
      .getByTestId('status-reserved')
      .getByText('Reserved by a buyer. The status stays until the booking is cancelled.')
      .waitFor()
    assert.equal(await page.locator('select[name="status"]').count(), 0)
    await page.getByLabel('Property title').fill('Reserved 2 BHK, owner renamed it')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Save Changes' }).click()
    await page.waitForURL(/\/my-listings$/)
    const after = await Property.findOrFail(listing.id)
    assert.equal(after.title, 'Reserved 2 BHK, owner renamed it')
    assert.equal(after.status, 'reserved')
  }).timeout(60_000)
})
