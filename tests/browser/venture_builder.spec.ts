import { test } from '@japa/runner'
import Property from '#models/property'
import Lead from '#models/lead'
import User from '#models/user'
import Tower from '#models/tower'
import Venture from '#models/venture'
import CreditLedger from '#services/credits/credit_ledger'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { withLocations } from '#tests/helpers/browser_setup'

test.group('Creating and building a venture in the browser', (group) => {
  committed(group)
  withLocations(group)

  test('wizard, towers, a draft unit, generated units, publishing for credits, the seat-map on the public page and a site visit that becomes the developer’s lead', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.merge({ name: 'Ravi Kumar' }).create()
    await new CreditLedger().grant(owner, 10, { reason: 'test', idempotencyKey: `t:${owner.id}` })

    const context = await browser.newContext({ locale: 'en-IN' })
    await context.setPlainCookie('locale', 'en')
    await context.loginAs(owner)
    const page = await context.newPage()
    await page.goto(appUrl('/create-venture'))
    await hydrated(page)

    // Step 1: Previous is off on the first step; Next waits for a name and a description (001 §4).
    await page.getByRole('heading', { name: 'Basic Information' }).waitFor()
    assert.isTrue(await page.getByRole('button', { name: 'Previous' }).isDisabled())
    assert.isTrue(await page.getByRole('button', { name: 'Next' }).isDisabled())
    await page.getByLabel('Venture name').fill('Lakeview Heights')
    assert.isTrue(await page.getByRole('button', { name: 'Next' }).isDisabled())
    await page
      .getByLabel('Description')
      .fill('Two towers of lake-facing apartments in Kondapur with a clubhouse.')
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 2: place from the tree, status, prices typed in lakhs.
    await page.getByRole('heading', { name: 'Project Details' }).waitFor()
    await page.getByLabel('State').selectOption('Telangana')
    await page.getByLabel('District').selectOption('Rangareddy')
    await page.getByLabel('City').selectOption('Hyderabad')
    await page.getByLabel('Area').selectOption('Kondapur')
    await page.getByLabel('Project status').selectOption('under_construction')
    await page.getByLabel('Minimum price (lakhs)').fill('45')
    await page.getByLabel('Maximum price (lakhs)').fill('90.5')
    await page.getByRole('button', { name: 'Next' }).click()

    // Step 3: checkbox chips, then 'Create & Manage Units' (public) lands on the builder.
    await page.getByRole('heading', { name: 'Features & Approvals' }).waitFor()
    await page.getByTestId('unit-types').getByText('Apartment', { exact: true }).click()
    await page.getByTestId('amenities').getByText('Swimming Pool').click()
    await page.getByRole('button', { name: 'Next' }).click()
    // Step 4: photos, plans, phases and landmarks may wait (Edit Venture: venture_edit.spec.ts).
    await page.getByRole('heading', { name: 'Photos & Surroundings' }).waitFor()
    await page.getByRole('button', { name: 'Create & Manage Units' }).click()
    await page.waitForURL('**/venture-builder/*')
    await page.getByRole('heading', { level: 1, name: 'Lakeview Heights' }).waitFor()
    const venture = await Venture.query().where('owner_id', owner.id).firstOrFail()
    assert.isTrue(venture.isPublic)
    assert.equal(venture.location, 'Kondapur, Hyderabad, Rangareddy, Telangana')
    assert.deepEqual([venture.minPrice, venture.maxPrice], [4_500_000, 9_050_000])
    assert.deepEqual(venture.unitTypes, ['apartment'])
    assert.deepEqual(venture.amenities, ['swimming_pool'])

    // Add Tower modal.
    const dialog = page.getByRole('dialog')
    await page.getByRole('button', { name: 'Add Tower' }).click()
    await dialog.getByLabel('Tower name').fill('Tower A')
    await dialog.getByLabel('Floors').fill('10')
    await dialog.getByLabel('Units per floor').fill('4')
    await dialog.getByRole('button', { name: 'Add Tower' }).click()
    await page.getByText('Tower saved.').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    // Add Unit modal: one unit in Tower A, kept as a free draft.
    await page.getByRole('button', { name: 'Add Unit' }).click()
    await dialog.getByLabel('Unit name').fill('A-101')
    const towerA = await Tower.query()
      .where('venture_id', venture.id)
      .where('name', 'Tower A')
      .firstOrFail()
    assert.equal(await dialog.getByLabel('Tower').inputValue(), String(towerA.id))
    await dialog.getByLabel('Floor').fill('1')
    await dialog.getByLabel('Bedrooms').fill('2')
    await dialog.getByLabel('Area (sq ft)').fill('1200')
    await dialog.getByLabel('Price (lakhs)').fill('55.5')
    await dialog.getByLabel('Save as draft (free)').check()
    await dialog.getByRole('button', { name: 'Save draft' }).click()
    await page.getByText('Unit saved.').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    // Tower B, then 'Generate units' 2 floors × 2 units: 101, 102, 201, 202.
    await page.getByRole('button', { name: 'Add Tower' }).click()
    await dialog.getByLabel('Tower name').fill('Tower B')
    await dialog.getByRole('button', { name: 'Add Tower' }).click()
    await page.getByText('Tower saved.').first().waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('tab', { name: /Towers/ }).click()
    const towerB = page
      .getByTestId('tower-card')
      .filter({ has: page.getByRole('heading', { name: 'Tower B' }) })
    await towerB.getByRole('button', { name: 'Generate units' }).click()
    await towerB.getByLabel('Floors').fill('2')
    await towerB.getByLabel('Units per floor').fill('2')
    await towerB
      .getByTestId('generate-preview')
      .getByText('Creates 4 units (2 floors × 2 per floor): 101, 102 … 202')
      .waitFor()
    await towerB
      .getByText(
        'New units are free drafts (up to 10,000 unpublished units an account, 2,500 new units an hour); numbers already in this tower are skipped.'
      )
      .waitFor()
    await towerB.getByRole('button', { name: 'Generate 4 units' }).click()
    await page.getByText('4 units added as drafts.').waitFor()

    // Units tab: all five drafts; search and the tower filter narrow them.
    await page.getByRole('tab', { name: /Units/ }).click()
    const rows = page.getByTestId('unit-row')
    await page.getByTestId('units-count').getByText('Showing 5 of 5 units').waitFor()
    assert.deepEqual(await rows.locator('th').allInnerTexts(), [
      'A-101',
      '101',
      '102',
      '201',
      '202',
    ])
    assert.equal(await rows.getByText('Draft', { exact: true }).count(), 5)
    await page.getByPlaceholder('Search by unit number').fill('20')
    await page.getByTestId('units-count').getByText('Showing 2 of 5 units').waitFor()
    await page.getByPlaceholder('Search by unit number').fill('')
    await page.getByLabel('Tower', { exact: true }).selectOption({ label: 'Tower A' })
    await page.getByTestId('units-count').getByText('Showing 1 of 5 units').waitFor()

    // 'Publish units': 5 drafts, 5 credits of 10.
    await page.getByRole('button', { name: 'Publish units' }).click()
    await dialog.getByTestId('publish-cost').getByText('5 credits').waitFor()
    await dialog.getByTestId('publish-balance').getByText('10 credits').waitFor()
    await dialog.getByRole('button', { name: 'Publish 5 units for 5 credits' }).click()
    await page.getByText('5 units published for 5 credits.').waitFor()
    await page.getByTestId('credit-balance').getByText('You have 5 credits').waitFor()
    assert.equal(await rows.getByText('Live', { exact: true }).count(), 1)
    const storedUser = await User.findOrFail(owner.id)
    assert.equal(storedUser.credits, 5)
    assert.lengthOf(
      await Property.query().where('venture_id', venture.id).where('listing_state', 'active'),
      5
    )

    // The public page, and its units through /api.
    await page.goto(appUrl(`/ventures/${venture.id}`))
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: 'Lakeview Heights' }).waitFor()
    const response = await page.request.get(appUrl(`/api/ventures/${venture.id}/properties`))
    assert.equal(response.status(), 200)
    const body = await response.json()
    const units = (Array.isArray(body) ? body : body.data) as { unit_number: string }[]
    assert.sameMembers(
      units.map((unit) => unit.unit_number),
      ['A-101', '101', '102', '201', '202']
    )

    // The seat-map on the public page; a unit's modal books a site visit, which becomes the developer's lead.
    await page.getByRole('tab', { name: 'Units' }).click()
    await page.getByTestId('seat-map-floor').first().waitFor()
    await page.getByRole('button', { name: 'Unit 202, available' }).click()
    const unitDialog = page.getByRole('dialog', { name: 'Unit 202' })
    await unitDialog.getByRole('button', { name: 'Book Site Visit' }).click()
    await unitDialog.getByLabel('Your name').fill('Priya Sharma')
    await unitDialog.getByLabel('Phone number').fill('9876543210')
    await unitDialog.getByRole('button', { name: 'Send request' }).click()
    await page
      .getByText('Site visit request sent. The developer will call you to fix a time.')
      .waitFor()
    const unit202 = await Property.query()
      .where('venture_id', venture.id)
      .where('unit_number', '202')
      .firstOrFail()
    const lead = await Lead.query()
      .where('venture_id', venture.id)
      .where('source', 'site_visit')
      .firstOrFail()
    assert.equal(lead.ownerId, owner.id)
    assert.equal(lead.propertyId, unit202.id)
    await context.close()
  }).timeout(60_000)
})
