import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import Venture from '#models/venture'
import CreditLedger from '#services/credits/credit_ledger'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { withLocations } from '#tests/helpers/browser_setup'
import { finishImports } from '#tests/helpers/bulk'

test.group('Bulk upload in the browser', (group) => {
  committed(group)
  finishImports(group)
  withLocations(group)

  test('select a file, review it, upload it with progress, and find its units on the venture’s seat-map', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.merge({ name: 'Ravi Kumar' }).create()
    await new CreditLedger().grant(owner, 15, { reason: 'test', idempotencyKey: `t:${owner.id}` })
    const context = await browser.newContext({ locale: 'en-IN' })
    await context.setPlainCookie('locale', 'en')
    await context.loginAs(owner)
    const page = await context.newPage()
    await page.goto(appUrl('/bulk-upload'))
    await hydrated(page)
    await page.getByRole('heading', { level: 1, name: 'Bulk Upload' }).waitFor()
    await page.getByText('Maximum 10MB').waitFor()
    await page.getByText('No uploads yet.').waitFor()

    // Step 1 → 2: the file is read on the server and previewed.
    await page
      .getByTestId('file-input')
      .setInputFiles(app.makePath('tests/fixtures/bulk/valid_units.xlsx'))
    await page.getByTestId('preview-units').getByText('12', { exact: true }).waitFor()
    assert.equal(await page.getByTestId('preview-credits').textContent(), '12')
    assert.equal(await page.getByTestId('preview-balance').textContent(), '15')
    assert.equal(await page.getByTestId('sample-rows').locator('tbody tr').count(), 5)

    // Step 3: Start Upload asks first, then the server's progress runs to the completion view.
    await page.getByTestId('start-upload').click()
    await page.getByRole('dialog').getByRole('button', { name: 'Start Upload' }).click()
    await page.getByRole('heading', { name: 'Upload complete' }).waitFor()
    assert.equal(await page.getByTestId('result-units').textContent(), '12')
    assert.equal(await page.getByTestId('result-credits').textContent(), '12')
    await page.getByText('Bulk upload completed successfully!').waitFor()
    await page.getByTestId('import-history').getByText('valid_units.xlsx').waitFor()

    // The units are live on the venture's public seat-map.
    const venture = await Venture.query()
      .where('owner_id', owner.id)
      .where('name', 'Skyline Residency')
      .firstOrFail()
    await page.goto(appUrl(`/ventures/${venture.id}`))
    await hydrated(page)
    await page.getByRole('tab', { name: 'Units' }).click()
    await page.getByTestId('seat-map-floor').first().waitFor()
    await page.getByRole('button', { name: 'Unit A-101, available' }).waitFor()
    await page.getByRole('button', { name: 'Unit B-202, available' }).waitFor()

    // Upload Another File goes back to the first step.
    await page.goto(appUrl('/bulk-upload'))
    await hydrated(page)
    await page
      .getByTestId('file-input')
      .setInputFiles(app.makePath('tests/fixtures/bulk/invalid_units.xlsx'))
    await page.getByText('Validation Errors Found:').waitFor()
    await page.getByText('Row 4, Price: must be a number greater than 0').waitFor()
    await page.getByText('Please fix these errors in your Excel file and try again.').waitFor()
    await page.keyboard.press('Escape')
    await page.getByTestId('drop-zone').waitFor()

    // Undo says what comes back (issue 24): on the page, in the question, and after.
    await page
      .getByTestId('undo-rule')
      .getByText(
        /Credits come back only for units that got no lead, contact reveal or booking, in proportion to the days left of their 30-day listing/
      )
      .waitFor()
    await page.getByTestId('import-history').getByRole('button', { name: 'Undo' }).click()
    await page
      .getByRole('dialog')
      .getByText(/for the days left of their 30-day listing \(at most 12 credits\)/)
      .waitFor()
    await page.getByRole('dialog').getByRole('button', { name: 'Undo' }).click()
    await page.getByText('Upload undone: 11 credits refunded.').waitFor()
    await page.getByTestId('import-history').getByText('Refunded: 11').waitFor()
    await context.close()
  }).timeout(90_000)
})
