import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import type { Group, TestContext } from '@japa/runner/core'
import type { BrowserContext, Locator, Page } from 'playwright'
import LocationsSeeder from '#database/seeders/main/locations_seeder'
import type User from '#models/user'
import LocationTree from '#services/locations/location_tree'
import { appUrl, hydrated } from '#tests/helpers/browser'

type Browser = TestContext['browser']
type Viewport = { width: number; height: number }

/** The desktop size of the tests that look at a wide layout. */
export const DESKTOP: Viewport = { width: 1280, height: 900 }

/**
 * Each test of the group starts with the location tree seeded (the forms' and
 * filters' selects read it) and the server's cached copy of it dropped.
 */
export function withLocations(group: Group) {
  group.each.setup(async () => {
    await new LocationsSeeder(db.connection()).run()
    const locationTree = await app.container.make(LocationTree)
    locationTree.invalidate()
  })
}

/** Who visits: signed in as `user` when one is given, reading `language` (English unless told). */
type Visitor = { user?: User; language?: 'en' | 'hi' | 'te' }

/** A browser context of a visitor in India (see Visitor). */
export async function visitorContext(browser: Browser, { user, language = 'en' }: Visitor = {}) {
  const context = await browser.newContext({ locale: 'en-IN' })
  await context.setPlainCookie('locale', language)
  if (user) await context.loginAs(user)
  return context
}

/** `path` opened in a new page of `context` (at `viewport` when one is given), once React has hydrated it. */
export async function openPage(context: BrowserContext, path: string, viewport?: Viewport) {
  const page = await context.newPage()
  if (viewport) await page.setViewportSize(viewport)
  await page.goto(appUrl(path))
  return hydrated(page)
}

/** `path` opened in a new visitor's context (see Visitor), at `viewport` when one is given. */
export async function openVisitorPage(
  browser: Browser,
  path: string,
  { viewport, ...visitor }: Visitor & { viewport?: Viewport } = {}
) {
  return openPage(await visitorContext(browser, visitor), path, viewport)
}

/**
 * Clicks the open menu's item `name` once the menu has finished opening. The
 * panel scales in (150 ms); on a loaded machine a click sent while it still
 * moved reached no item (seen in CI: the visit or the language change never
 * came), so the click waits for Headless UI to drop `data-transition` and for
 * the fonts the panel's script needs.
 */
export async function clickMenuItem(page: Page, name: string | RegExp) {
  const item = page.getByRole('menuitem', { name, exact: typeof name === 'string' })
  await item.waitFor()
  await page.locator('[role="menu"]:not([data-transition])').waitFor()
  await page.evaluate('document.fonts.ready.then(() => undefined)')
  await item.click()
}

/**
 * Clicks `button` until `opened` shows. A button inside a lazily loaded part
 * of the page (Save this search) is server-rendered before its code arrives:
 * React hydrates it only when its chunk has loaded, and a click before that is
 * lost (seen in CI on a loaded machine: the dialog never opened). `opened`
 * is something inside the dialog (a field): Playwright sees Headless UI's
 * dialog element itself as not visible.
 */
export async function clickUntilShown(button: Locator, opened: Locator, attempts = 10) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    // Never click while it shows: a click outside an open dialog closes it.
    if (!(await opened.isVisible())) await button.click({ timeout: 5_000 }).catch(() => {})
    const shown = await opened
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false)
    if (shown) return
  }
  await opened.waitFor()
}
