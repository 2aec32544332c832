import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { PAGE_SIZE } from '#rules/search_options'
import { committed } from '#tests/helpers/db'
import { makeVenture } from '#tests/helpers/ventures'
import { appUrl, hydrated } from '#tests/helpers/browser'

/** A page and three more: "Show more" has a next page to bring. */
const LISTED = PAGE_SIZE + 3

/**
 * Clicks "Show more" with the next page held back, checks the cards shown
 * stay while it comes (no skeletons in their place), then lets it through and
 * checks the new cards come after the earlier ones.
 */
async function showMore(page: Page, card: string, button: string) {
  const titles = () => page.getByTestId(card).getByRole('heading').allTextContents()
  const first = await titles()
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  let asked!: () => void
  const requested = new Promise<void>((resolve) => (asked = resolve))
  await page.route(
    (url) => url.searchParams.has('cursor'),
    async (route) => {
      asked()
      await held
      await route.continue()
    }
  )

  await page.getByRole('button', { name: button }).click()
  await requested
  // Long enough for a skeleton swap to render, had the "Show more" visit started one.
  await page.waitForTimeout(500)
  const whileLoading = await titles()
  const skeletons = await page.locator('.animate-pulse').count()
  release()
  await page
    .getByTestId(card)
    .nth(LISTED - 1)
    .waitFor()
  return { first, whileLoading, skeletons, after: await titles() }
}

test.group('"Show more" on the lists', (group) => {
  committed(group)

  test('the properties shown stay while more load, and the next ones are appended', async ({
    browser,
    assert,
  }) => {
    const owner = await UserFactory.create()
    for (let i = 1; i <= LISTED; i++)
      await PropertyFactory.merge({ ownerId: owner.id, title: `Listing number ${i}` }).create()

    const context = await browser.newContext({ locale: 'en-IN' })
    await context.setPlainCookie('locale', 'en')
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(appUrl('/properties'))
    await hydrated(page)
    assert.equal(await page.getByTestId('property-card').count(), PAGE_SIZE)

    const { first, whileLoading, skeletons, after } = await showMore(
      page,
      'property-card',
      'Show more properties'
    )
    assert.deepEqual(whileLoading, first)
    assert.equal(skeletons, 0)
    assert.lengthOf(after, LISTED)
    assert.deepEqual(after.slice(0, PAGE_SIZE), first)
    assert.sameMembers(
      after,
      Array.from({ length: LISTED }, (_, i) => `Listing number ${i + 1}`)
    )
    assert.notInclude(page.url(), 'cursor')
  })

  test('the ventures shown stay while more load, and the next ones are appended', async ({
    browser,
    assert,
  }) => {
    const developer = await UserFactory.create()
    for (let i = 1; i <= LISTED; i++) await makeVenture(developer, { name: `Venture number ${i}` })

    const context = await browser.newContext({ locale: 'en-IN' })
    await context.setPlainCookie('locale', 'en')
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(appUrl('/ventures'))
    await hydrated(page)
    assert.equal(await page.getByTestId('venture-card').count(), PAGE_SIZE)

    const { first, whileLoading, skeletons, after } = await showMore(
      page,
      'venture-card',
      'Show more ventures'
    )
    assert.deepEqual(whileLoading, first)
    assert.equal(skeletons, 0)
    assert.lengthOf(after, LISTED)
    assert.deepEqual(after.slice(0, PAGE_SIZE), first)
    assert.sameMembers(
      after,
      Array.from({ length: LISTED }, (_, i) => `Venture number ${i + 1}`)
    )
    assert.notInclude(page.url(), 'cursor')
  })
})
