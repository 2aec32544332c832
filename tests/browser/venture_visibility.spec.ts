import { test } from '@japa/runner'
import Venture from '#models/venture'
import Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { addUnits, makeVenture } from '#tests/helpers/ventures'
import { DESKTOP, openVisitorPage } from '#tests/helpers/browser_setup'

/** Issue 27: 'Make private' on My Ventures states the rule, hides the venture and its units, and 'Make public' brings them back. */
test.group('Making a venture private and public again in the browser', (group) => {
  committed(group)

  test('My Ventures: Make private, with the rule, then Make public', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner, { name: 'Lakeview Heights' })
    const { units } = await addUnits(venture, 'Tower A', [{ number: '101' }])
    const page = await openVisitorPage(browser, '/venture-management', {
      user: owner,
      viewport: DESKTOP,
    })
    await page.getByTestId('venture-visibility').click()
    const dialog = page.getByRole('dialog', { name: 'Make Lakeview Heights private?' })
    await dialog.getByText('Those days keep running while the venture is private').waitFor()
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/mine.png` })
    await dialog.getByTestId('venture-visibility-confirm').click()
    await page.getByTestId('venture-visibility').filter({ hasText: 'Make public' }).waitFor()
    await venture.refresh()
    assert.isFalse(venture.isPublic)
    const hidden = await Property.findOrFail(units[0].id)
    assert.equal(hidden.listingState, 'draft')

    await page.getByTestId('venture-visibility').click()
    await page.getByTestId('venture-visibility-confirm').click()
    await page.getByTestId('venture-visibility').filter({ hasText: 'Make private' }).waitFor()
    const shown = await Venture.findOrFail(venture.id)
    assert.isTrue(shown.isPublic)
    const live = await Property.findOrFail(units[0].id)
    assert.equal(live.listingState, 'active')
  })
})
