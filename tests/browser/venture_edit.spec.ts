import { test } from '@japa/runner'
import sharp from 'sharp'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { makeVenture } from '#tests/helpers/ventures'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { withLocations } from '#tests/helpers/browser_setup'

const jpeg = (background: string) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer()

test.group('Editing a venture in the browser (issue 27)', (group) => {
  committed(group)
  withLocations(group)

  test('from My Ventures, the wizard filled; two photos uploaded, the second made the cover; a master plan, a phase and a landmark; RERA Approved asks for its number', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner, {
      name: 'Lakeview Heights',
      approvals: [],
      reraNumber: null,
      images: [],
      masterPlanImages: [],
      phases: [{ name: 'Clubhouse', status: null, expected_date: null }],
    })
    const context = await browser.newContext({ locale: 'en-IN' })
    await context.setPlainCookie('locale', 'en')
    await context.loginAs(owner)
    const page = await context.newPage()
    await page.goto(appUrl('/venture-management'))
    await hydrated(page)
    await page.getByRole('link', { name: 'Edit venture: Lakeview Heights' }).click()
    await page.waitForURL(`**/venture-builder/${venture.id}/edit`)
    await hydrated(page)

    await page.getByLabel('Venture name').fill('Lakeview Heights II')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { name: 'Project Details' }).waitFor()
    await page.getByLabel('RERA registration number').fill('')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByTestId('approvals').getByText('RERA Approved').click()
    await page.getByRole('button', { name: 'Next' }).click()

    await page.getByRole('heading', { name: 'Photos & Surroundings' }).waitFor()
    const photos = page.getByTestId('venture-photos-list').locator('li')
    for (const [name, colour] of [
      ['front.jpg', '#10b981'],
      ['pool.jpg', '#2563eb'],
    ])
      await page
        .getByTestId('venture-photos-files')
        .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await jpeg(colour) })
    await photos.nth(1).waitFor()
    await page.getByRole('button', { name: 'Make image 2 the cover' }).click()
    await page
      .getByTestId('master-plan-files')
      .setInputFiles({ name: 'plan.jpg', mimeType: 'image/jpeg', buffer: await jpeg('#f59e0b') })
    await page.getByTestId('master-plan-list').locator('img').waitFor()
    // A phase added after the stored one, then moved first; a landmark with its kind and distance.
    await page.getByRole('button', { name: 'Add a phase' }).click()
    const phase2 = page.getByRole('group', { name: 'Phase 2' })
    await phase2.getByLabel('Phase name').fill('Phase 1 – Towers A and B')
    await phase2.getByLabel('Status').selectOption('under_construction')
    await phase2.getByLabel('Expected by').fill('2027-06')
    await page.getByRole('button', { name: 'Move Phase 2 up' }).click()
    await page.getByRole('button', { name: 'Add a landmark' }).click()
    const landmark = page.getByRole('group', { name: 'Landmark 1' })
    await landmark.getByLabel('Landmark name').fill('Miyapur Metro Station')
    await landmark.getByLabel('Kind').selectOption('transit')
    await landmark.getByLabel('Distance (km)').fill('1.2')
    const uploaded: (string | null)[] = []
    for (const img of await photos.locator('img').all())
      uploaded.push(await img.getAttribute('src'))

    // No RERA number: the server refuses and the wizard goes back to it with the message.
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page
      .getByText('Enter the RERA registration number to mark this project RERA Approved')
      .waitFor()
    await page.getByLabel('RERA registration number').fill('P02400001234')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { name: 'Features & Approvals' }).waitFor()
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('heading', { name: 'Photos & Surroundings' }).waitFor()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.waitForURL(`**/venture-builder/${venture.id}`)
    await page.getByText('Venture updated.').waitFor()

    await venture.refresh()
    assert.equal(venture.name, 'Lakeview Heights II')
    assert.equal(venture.reraNumber, 'P02400001234')
    assert.deepEqual(venture.images, uploaded)
    assert.lengthOf(venture.images, 2)
    assert.match(venture.images[0], /^\/media\/images\//)
    assert.lengthOf(venture.masterPlanImages, 1)
    assert.deepEqual(venture.phases, [
      { name: 'Phase 1 – Towers A and B', status: 'under_construction', expected_date: '2027-06' },
      { name: 'Clubhouse', status: null, expected_date: null },
    ])
    assert.deepEqual(venture.nearbyLandmarks, [
      { name: 'Miyapur Metro Station', kind: 'transit', distance_m: 1200 },
    ])

    // The venture page: phases in order with status and month; the landmark with its kind and distance.
    await page.goto(appUrl(`/ventures/${venture.id}`))
    await hydrated(page)
    const texts = async (testId: string) => {
      const items = await page.getByTestId(testId).locator('li').allInnerTexts()
      return items.map((text) => text.replace(/\s+/g, ' ').trim())
    }
    assert.deepEqual(await texts('venture-phases'), [
      '1 Phase 1 – Towers A and B Under construction Expected June 2027',
      '2 Clubhouse',
    ])
    await page.getByRole('tab', { name: 'Location' }).click()
    await page.getByTestId('venture-landmarks').waitFor()
    assert.deepEqual(await texts('venture-landmarks'), [
      'Miyapur Metro Station Metro / transit · 1.2 km away',
    ])
  }).timeout(90_000)
})
