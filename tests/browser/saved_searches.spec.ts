import { test } from '@japa/runner'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import SavedSearch from '#models/saved_search'
import alertJobs, { queueAlerts } from '#services/alerts/alert_jobs'
import db from '@adonisjs/lucid/services/db'
import { committed } from '#tests/helpers/db'
import { clickUntilShown, visitorContext } from '#tests/helpers/browser_setup'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { takePageProblems } from '#tests/helpers/page_problems'

test.group('Saved searches in the browser (issue 31)', (group) => {
  committed(group)

  test('a buyer saves the /properties search, a new listing rings the bell, and the list opens the search', async ({
    browser,
    assert,
  }) => {
    const buyer = await UserFactory.merge({ name: 'Asha Rao' }).create()
    const owner = await UserFactory.create()
    const context = await visitorContext(browser, { user: buyer })
    const page = await context.newPage()
    // The first page of a fresh server compiles the client on a busy machine: more time than the default.
    await page.goto(appUrl('/properties?property_type=apartment&bedrooms=2'), { timeout: 120_000 })
    await hydrated(page)

    const dialog = page.getByRole('dialog', { name: 'Save this search' })
    await clickUntilShown(page.getByTestId('save-search'), dialog.getByLabel('Name'))
    await dialog.getByLabel('Name').fill('Two-bedroom flats')
    await dialog.getByLabel('Alert me').selectOption('instant')
    await dialog.getByRole('button', { name: 'Save search' }).click()
    await page.getByText('Search saved. We will tell you about new matches.').waitFor()
    const search = await SavedSearch.findByOrFail('user_id', buyer.id)
    assert.containSubset(search.filters, { property_type: 'apartment', bedrooms: 2, country: 'IN' })
    assert.equal(search.frequency, 'instant')

    const listing = await PropertyFactory.merge({
      ownerId: owner.id,
      title: '2 BHK Flat near the lake',
    }).create()
    await queueAlerts(db.connection(), 'properties', [listing.id])
    await alertJobs.runDue()

    await page.reload()
    await hydrated(page)
    const bell = page.getByTestId('notification-bell')
    await page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor()
    // The bell mounts after hydration: its page was rendered alike on the server and in the browser.
    assert.notMatch(takePageProblems().join('\n'), /Switched to client rendering/)
    await bell.click()
    const panel = page.getByTestId('notification-panel')
    await panel.getByText('1 new match for “Two-bedroom flats”').waitFor()
    await panel.getByText('2 BHK Flat near the lake').waitFor()
    // Opening the bell reads nothing: the count stays until a notification is opened.
    assert.equal(await page.getByTestId('notification-count').textContent(), '1')

    await panel.getByRole('link', { name: 'Saved searches' }).click()
    await page.getByRole('heading', { level: 1, name: 'Saved searches' }).waitFor()
    await page.getByTestId('saved-search').getByText('1 new match').waitFor()
    await page.getByTestId('notification-count').filter({ hasText: '1' }).waitFor()

    // Opening the notification marks it read and opens its search.
    await bell.click()
    await page.getByTestId('notification').filter({ hasText: 'Two-bedroom flats' }).click()
    await page.waitForURL(/\/properties\?/)
    await hydrated(page)
    assert.equal(await page.getByTestId('notification-count').count(), 0)
    const url = new URL(page.url())
    assert.equal(url.searchParams.get('property_type'), 'apartment')
    assert.equal(url.searchParams.get('bedrooms'), '2')
    const unread = await db.from('notifications').where('user_id', buyer.id).whereNull('read_at')
    assert.lengthOf(unread, 0)
  })
})
