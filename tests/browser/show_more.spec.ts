import { test } from '@japa/runner'
import type { Page } from 'playwright'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { PAGE_SIZE } from '#rules/search_options'
import { committed } from '#tests/helpers/db'
import { makeVenture } from '#tests/helpers/ventures'
import { DESKTOP, openVisitorPage } from '#tests/helpers/browser_setup'
import type User from '#models/user'

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

/** The two lists with "Show more": what they list, and how a test puts one item with a given title in. */
const LISTS = [
  {
    items: 'properties',
    path: '/properties',
    card: 'property-card',
    button: 'Show more properties',
    title: (i: number) => `Listing number ${i}`,
    create: (owner: User, title: string) =>
      PropertyFactory.merge({ ownerId: owner.id, title }).create(),
  },
  {
    items: 'ventures',
    path: '/ventures',
    card: 'venture-card',
    button: 'Show more ventures',
    title: (i: number) => `Venture number ${i}`,
    create: (developer: User, name: string) => makeVenture(developer, { name }),
  },
]

test.group('"Show more" on the lists', (group) => {
  committed(group)

  for (const list of LISTS) {
    test(`the ${list.items} shown stay while more load, and the next ones are appended`, async ({
      browser,
      assert,
    }) => {
      const owner = await UserFactory.create()
      const titles = Array.from({ length: LISTED }, (_, i) => list.title(i + 1))
      for (const title of titles) await list.create(owner, title)

      const page = await openVisitorPage(browser, list.path, { viewport: DESKTOP })
      assert.equal(await page.getByTestId(list.card).count(), PAGE_SIZE)

      const { first, whileLoading, skeletons, after } = await showMore(page, list.card, list.button)
      assert.deepEqual(whileLoading, first)
      assert.equal(skeletons, 0)
      assert.lengthOf(after, LISTED)
      assert.deepEqual(after.slice(0, PAGE_SIZE), first)
      assert.sameMembers(after, titles)
      assert.notInclude(page.url(), 'cursor')
    })
  }
})
