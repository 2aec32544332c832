import { test } from '@japa/runner'
import { AxeBuilder } from '@axe-core/playwright'
import type { BrowserContext } from 'playwright'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { committed } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { withLocations } from '#tests/helpers/browser_setup'
import { withCookieBanner } from '#tests/helpers/chromium'
import { BLOCKING, WCAG_TAGS } from '#tests/helpers/axe'
import { PaymentFactory } from '#database/factories/payment_factory'
import { addUnits, makeVenture } from '#tests/helpers/ventures'

const WIDTHS = [360, 1280]
const LANGUAGES = ['en', 'hi']

/**
 * Opens the page once and runs axe (WCAG 2.x A and AA rules) at each width,
 * listing every serious or critical violation with where it is.
 */
async function blockingViolations(context: BrowserContext, url: string) {
  const page = await context.newPage()
  await page.goto(appUrl(url))
  await hydrated(page)
  const found: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 })
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    for (const violation of violations.filter((v) => BLOCKING.has(v.impact ?? ''))) {
      found.push(
        `${width}px ${url}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
      )
    }
  }
  await page.close()
  return found
}

/**
 * Scans the pages two at a time (each in its own tab of the context): axe
 * waits on the page as much as it computes, and two tabs keep both cores of
 * a small CI machine busy. Violations are listed in the pages' order.
 */
async function scanPages(context: BrowserContext, urls: string[], label: string) {
  const results: string[][] = []
  for (let start = 0; start < urls.length; start += 2) {
    const pair = urls.slice(start, start + 2)
    results.push(...(await Promise.all(pair.map((url) => blockingViolations(context, url)))))
  }
  return results.flat().map((violation) => `${label} ${violation}`)
}

test.group(
  'Accessibility (axe) of every screen at 360 and 1280 px, in English and Hindi',
  (group) => {
    committed(group)
    withLocations(group)

    /** What every test of the group looks at: one owner with two listings, a venture with units and an open demo payment. */
    async function world() {
      const owner = await UserFactory.merge({ name: 'Lakshmi Reddy' }).create()
      const listing = await PropertyFactory.merge({
        ownerId: owner.id,
        title: 'Lake view apartment in Gachibowli',
      }).create()
      const other = await PropertyFactory.merge({
        ownerId: owner.id,
        title: 'Villa in Kokapet',
        propertyType: 'villa',
        amenities: ['swimming_pool'],
      }).create()
      const venture = await makeVenture(owner, { name: 'Lakeview Heights' })
      await addUnits(venture, 'Tower A', [
        { number: '101', bedrooms: 2 },
        { number: '102', bedrooms: 3, status: 'booked' },
      ])
      const payment = await PaymentFactory.merge({ userId: owner.id }).create()
      return { owner, listing, other, venture, payment }
    }
    type World = Awaited<ReturnType<typeof world>>

    const publicPages = ({ listing: { id } }: World) => [
      '/',
      '/properties',
      `/properties/${id}`,
      '/properties/999999',
      '/no-such-page',
      '/ventures',
      '/contact-us',
      '/help',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
      '/reset-password/not-a-real-token',
    ]
    /** Ventures and the comparison: a test of their own, so each stays inside its time limit on a loaded machine. */
    const morePublicPages = ({ listing: { id }, other, venture }: World) => [
      `/ventures/${venture.id}`,
      '/ventures/999999',
      // Two listings side by side (issue 31), one gone; and the empty comparison.
      `/compare?ids=${id},${other.id},999999`,
      '/compare',
    ]
    const ownerScreens = ({ listing: { id }, venture, payment }: World) => [
      '/favorites',
      '/my-listings',
      '/add-property',
      `/properties/${id}/edit`,
      '/credits',
      `/properties/${id}`,
      '/bulk-upload',
      '/create-venture',
      '/venture-management',
      `/venture-builder/${venture.id}`,
      `/venture-builder/${venture.id}/edit`,
      `/payment/demo/${payment.id}`,
      // Not an admin: the access-denied screen.
      '/admin',
    ]
    const adminScreens = [
      '/dashboard',
      '/admin',
      '/admin?tab=users',
      '/admin?tab=properties',
      '/admin?tab=bookings',
      '/admin?tab=messages',
      '/admin?tab=master-data&type=amenities',
      '/admin?tab=audit',
    ]

    // One test per language and audience: each stays well inside its time limit on a slow machine.
    for (const language of LANGUAGES) {
      for (const [part, pagesOf] of [
        ['public pages', publicPages],
        ['venture and comparison pages', morePublicPages],
      ] as const) {
        test(`${part} have no serious or critical violation (${language})`, async ({
          browser,
          assert,
        }) => {
          const pages = pagesOf(await world())
          const visitor = await browser.newContext({ locale: 'en-IN' })
          await visitor.setPlainCookie('locale', language)
          const found = await scanPages(visitor, pages, language)
          await visitor.close()
          assert.deepEqual(found, [])
        }).timeout(300_000)
      }

      test(`signed-in screens have no serious or critical violation (${language})`, async ({
        browser,
        assert,
      }) => {
        const shown = await world()
        const signedIn = await browser.newContext({ locale: 'en-IN' })
        await signedIn.setPlainCookie('locale', language)
        await signedIn.loginAs(shown.owner)
        const found = await scanPages(signedIn, ownerScreens(shown), `${language} signed in`)
        await signedIn.close()
        assert.deepEqual(found, [])
      }).timeout(360_000)

      test(`the dashboard and admin panel have no serious or critical violation (${language})`, async ({
        browser,
        assert,
      }) => {
        await world()
        const admin = await UserFactory.apply('admin').merge({ name: 'Site Admin' }).create()
        const context = await browser.newContext({ locale: 'en-IN' })
        await context.setPlainCookie('locale', language)
        await context.loginAs(admin)
        const found = await scanPages(context, adminScreens, `${language} admin`)
        await context.close()
        assert.deepEqual(found, [])
      }).timeout(240_000)
    }

    test('the cookie banner has no serious or critical violation (en, hi)', async ({
      browser,
      assert,
    }) => {
      const found: string[] = []
      for (const language of LANGUAGES) {
        const context = await withCookieBanner(() => browser.newContext({ locale: 'en-IN' }))
        await context.setPlainCookie('locale', language)
        const page = await context.newPage()
        await page.goto(appUrl('/'))
        await hydrated(page)
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 })
          await page.locator('[data-cookie-banner]').waitFor()
          const { violations } = await new AxeBuilder({ page })
            .include('[data-cookie-banner]')
            .withTags(WCAG_TAGS)
            .analyze()
          for (const violation of violations.filter((v) => BLOCKING.has(v.impact ?? '')))
            found.push(`${language} ${width}px banner: ${violation.id} (${violation.impact})`)
        }
        await context.close()
      }
      assert.deepEqual(found, [])
    }).timeout(120_000)
  }
)
