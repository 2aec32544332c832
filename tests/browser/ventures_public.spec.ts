import { test } from '@japa/runner'
import ContactReveal from '#models/contact_reveal'
import Lead from '#models/lead'
import VentureFavorite from '#models/venture_favorite'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { addUnits, makeVenture } from '#tests/helpers/ventures'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { DESKTOP, openPage, visitorContext } from '#tests/helpers/browser_setup'

test.group('Ventures in the browser', (group) => {
  committed(group)

  test("the list filters, the venture page shows the seat-map by floor, a site visit reaches the developer, Save keeps the list, 'Call' asks for the developer's phone", async ({
    browser,
    assert,
  }) => {
    const developer = await UserFactory.merge({
      name: 'Ravi Developer',
      phone: '+91 98480 12345',
    }).create()
    const skyline = await makeVenture(developer, {
      name: 'Skyline Residences',
      builderName: 'Skyline Builders',
      description: 'Lake-facing apartments with a clubhouse.',
      amenities: ['swimming_pool', 'clubhouse', 'gym_fitness', 'car_parking'],
      approvals: ['rera_approved'],
      reraNumber: 'P02400001234',
    })
    await makeVenture(developer, {
      name: 'Harbor Business Park',
      builderName: 'Harbor Developers',
      ventureType: 'commercial',
      propertyTypes: ['commercial'],
    })
    const {
      units: [, wanted],
    } = await addUnits(skyline, 'Tower A', [
      { number: '1201', status: 'sold', price: 7_500_000 },
      { number: '1202', status: 'available', price: 7_500_000 },
      { number: '1101', status: 'rented', price: 7_500_000 },
      { number: '1102', status: 'available', price: 7_500_000 },
    ])

    const context = await visitorContext(browser)
    const page = await openPage(context, '/ventures', DESKTOP)

    await page.getByRole('heading', { name: 'Premium Ventures' }).waitFor()
    await page.getByTestId('result-count').getByText('2 venture(s) found').waitFor()
    await page
      .getByTestId('filter-venture_type')
      .getByRole('button', { name: 'Residential', exact: true })
      .click()
    await page.waitForURL(/venture_type=residential/)
    await page.getByTestId('result-count').getByText('1 venture(s) found').waitFor()
    assert.equal(await page.getByTestId('venture-card').count(), 1)
    const card = page.getByTestId('venture-card')
    await card.getByText('Skyline Builders').waitFor()
    await card.getByText('RERA: P02400001234').waitFor()
    await card.getByText('+1 more').waitFor()
    assert.equal(await card.getByTestId('venture-available-units').textContent(), '2')

    // The filter lives in the URL: Back is the unfiltered list again.
    await page.goBack()
    await page.getByTestId('result-count').getByText('2 venture(s) found').waitFor()
    await page.goForward()
    await page.getByTestId('result-count').getByText('1 venture(s) found').waitFor()

    await page.getByRole('link', { name: 'Skyline Residences' }).click()
    await page.waitForURL(`**/ventures/${skyline.id}`)
    await page.getByRole('heading', { name: 'Skyline Residences', level: 1 }).waitFor()
    await page.getByRole('tab', { name: 'Units' }).click()

    // One tower, its floors highest first, each a row of unit buttons.
    const floors = page.getByTestId('seat-map-floor')
    await floors.first().waitFor()
    const labels: (string | null)[][] = []
    for (let i = 0; i < (await floors.count()); i++) {
      const result = await floors.nth(i).locator('button').all()
      labels.push(await Promise.all(result.map((cell) => cell.getAttribute('aria-label'))))
    }
    assert.deepEqual(labels, [
      ['Unit 1201, sold', 'Unit 1202, available'],
      ['Unit 1101, rented', 'Unit 1102, available'],
    ])
    assert.equal(
      await floors
        .first()
        .getAttribute('aria-labelledby')
        .then((id) => page.locator(`#${id}`).textContent()),
      'Floor 12'
    )

    await page.getByRole('button', { name: 'Unit 1202, available' }).click()
    const dialog = page.getByRole('dialog', { name: 'Unit 1202' })
    await dialog.getByTestId('unit-price').getByText('₹75.0L').waitFor()
    await dialog.getByRole('button', { name: 'Book Site Visit' }).click()
    await dialog.getByLabel('Your name').fill('Priya Sharma')
    await dialog.getByLabel('Phone number').fill('9876543210')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await page
      .getByText('Site visit request sent. The developer will call you to fix a time.')
      .waitFor()

    const lead = await Lead.query()
      .where('venture_id', skyline.id)
      .where('source', 'site_visit')
      .firstOrFail()
    assert.equal(lead.propertyId, wanted.id)
    assert.equal(lead.ownerId, developer.id)
    assert.equal(lead.contactName, 'Priya Sharma')

    // Signed out, 'Call' opens the login dialog; the developer's phone is nowhere in the page.
    assert.notInclude(await page.content(), '98480 12345')
    await page.getByRole('button', { name: 'Unit 1102, available' }).click()
    await page
      .getByRole('dialog', { name: 'Unit 1102' })
      .getByRole('button', { name: 'Call' })
      .click()
    await page.getByRole('dialog').getByRole('button', { name: 'Sign In' }).waitFor()
    assert.lengthOf(await ContactReveal.all(), 0)
    await context.close()

    // Save: signed in, the card's heart saves the venture without reloading (or repeating) the list.
    const buyer = await UserFactory.merge({ name: 'Priya Sharma' }).create()
    const signedIn = await browser.newContext({
      locale: 'en-IN',
      permissions: ['clipboard-read', 'clipboard-write'],
    })
    await signedIn.setPlainCookie('locale', 'en')
    await signedIn.loginAs(buyer)
    const second = await signedIn.newPage()
    await second.setViewportSize({ width: 1280, height: 900 })
    await second.goto(appUrl('/ventures'))
    await hydrated(second)
    const skylineCard = second.getByTestId('venture-card').filter({ hasText: 'Skyline Residences' })
    await skylineCard.getByRole('button', { name: 'Save venture' }).click()
    await second.getByText('Venture saved').waitFor()
    assert.equal(await skylineCard.getByTestId('venture-save').getAttribute('aria-pressed'), 'true')
    assert.equal(await second.getByTestId('venture-card').count(), 2)
    assert.isNotNull(
      await VentureFavorite.query()
        .where('user_id', buyer.id)
        .where('venture_id', skyline.id)
        .first()
    )
    await second.reload()
    await hydrated(second)
    assert.equal(await skylineCard.getByTestId('venture-save').getAttribute('aria-pressed'), 'true')

    // Share without a share sheet copies the venture's link.
    await skylineCard.getByRole('button', { name: 'Share' }).click()
    await second.getByText('Link copied to clipboard!').waitFor()
    assert.equal(
      await second.evaluate('navigator.clipboard.readText()'),
      appUrl(`/ventures/${skyline.id}`)
    )

    // Signed in, 'Call' on a unit reveals the developer's phone (recorded for them with the unit) and dials it;
    // the sidebar's Call Now has it too.
    await second.goto(appUrl(`/ventures/${skyline.id}`))
    await hydrated(second)
    await second.getByTestId('contact-developer').getByTestId('view-phone').waitFor()
    await second.getByRole('tab', { name: 'Units' }).click()
    await second.getByRole('button', { name: 'Unit 1202, available' }).click()
    const unitDialog = second.getByRole('dialog', { name: 'Unit 1202' })
    await unitDialog.getByRole('button', { name: 'Call' }).click()
    assert.equal(
      await unitDialog.getByTestId('unit-call').getAttribute('href'),
      'tel:+919848012345'
    )
    const reveals = await ContactReveal.query().where('viewer_id', buyer.id)
    assert.deepEqual(
      reveals.map((r) => [r.ownerId, r.ventureId, r.propertyId, r.channel]),
      [[developer.id, skyline.id, wanted.id, 'call']]
    )
    await unitDialog.getByRole('button', { name: 'Close' }).click()
    await second
      .getByTestId('contact-developer')
      .getByTestId('contact-call')
      .getByText('+91 98480 12345')
      .waitFor()
    await signedIn.close()
  }).timeout(60_000)
})
