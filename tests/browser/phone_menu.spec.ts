import { test } from '@japa/runner'
import type { TestContext } from '@japa/runner/core'
import type { Locator } from 'playwright'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { ROLES, type Role } from '#rules/roles'

/** A signed-in page of a role at a screen width. */
async function signedIn(browser: TestContext['browser'], role: Role, width: number) {
  const user = await (role === 'customer' ? UserFactory : UserFactory.apply(role)).create()
  const context = await browser.newContext({ viewport: { width, height: 800 } })
  await context.loginAs(user)
  const page = await context.newPage()
  await page.goto(appUrl('/'))
  return { context, page: await hydrated(page) }
}

/** The paths of a menu's links, as rendered. */
async function linkPaths(links: Locator) {
  const all = await links.all()
  const hrefs = await Promise.all(all.map((link) => link.getAttribute('href')))
  return hrefs.map((href) => new URL(href ?? '', 'http://x').pathname)
}

test.group('Phone menu: every destination of the desktop account menu', (group) => {
  isolated(group)

  for (const role of ROLES) {
    test(`role ${role}: each of them is reached at 360 px, from the name in the header`, async ({
      browser,
      assert,
    }) => {
      const desktop = await signedIn(browser, role, 1280)
      await desktop.page.getByTestId('user-menu-button').click()
      const desktopMenu = desktop.page.getByRole('menu')
      await desktopMenu.getByRole('menuitem').first().waitFor()
      const desktopPaths = await linkPaths(desktopMenu.locator('a[href]'))
      await desktop.context.close()
      assert.includeMembers(desktopPaths, [
        urlFor('add_property'),
        urlFor('venture_management'),
        urlFor('favorites'),
        urlFor('credits'),
      ])
      if (role !== 'customer') assert.include(desktopPaths, urlFor('dashboard'))
      if (role === 'admin') assert.include(desktopPaths, urlFor('admin'))

      const phone = await signedIn(browser, role, 360)
      await phone.page.getByRole('button', { name: /Account menu/ }).click()
      const menu = phone.page.getByRole('dialog')
      await menu.getByRole('heading', { name: 'Your Account' }).waitFor()
      const phonePaths = await linkPaths(menu.locator('a[href]'))
      assert.includeMembers(phonePaths, desktopPaths)
      for (const path of desktopPaths) {
        const link = menu.locator(`a[href="${path}"]`).first()
        await link.scrollIntoViewIfNeeded()
        assert.isTrue(await link.isVisible(), `${path} is visible in the phone menu`)
      }
      await phone.context.close()
    })
  }
})
