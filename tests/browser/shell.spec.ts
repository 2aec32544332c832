import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'

test.group('App shell in the browser', (group) => {
  isolated(group)

  test('single-key shortcuts navigate when not typing; ? opens the help', async ({
    visit,
    assert,
  }) => {
    const page = await hydrated(await visit('/'))
    await page.keyboard.press('p')
    await page.waitForURL('**/properties')
    await page.keyboard.press('v')
    await page.waitForURL('**/ventures')
    await page.keyboard.press('h')
    await page.waitForURL((url) => url.pathname === '/')

    await page.keyboard.press('?')
    await page.getByRole('heading', { name: 'Keyboard shortcuts' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('heading', { name: 'Keyboard shortcuts' }).waitFor({ state: 'detached' })

    // "/" focuses the search box; typing there does not navigate.
    await page.keyboard.press('/')
    await page.keyboard.type('villa p')
    assert.equal(new URL(page.url()).pathname, '/')
    assert.equal(await page.locator('[data-search-input]').inputValue(), 'villa p')
  })

  test('the home search goes to /properties?search=..., and blank text does nothing', async ({
    visit,
  }) => {
    const page = await hydrated(await visit('/'))
    await page.getByRole('button', { name: 'FIND MY DREAM PROPERTY' }).click()
    await page.waitForTimeout(300)
    await page.assertPath('/')
    await page.locator('[data-search-input]').fill('  Gachibowli  ')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/properties?search=Gachibowli')
  })

  test('the header marks the scrolled state', async ({ visit }) => {
    const page = await hydrated(await visit('/'))
    await page.assertNotExists('header[data-scrolled]')
    await page.mouse.wheel(0, 600)
    await page.locator('header[data-scrolled]').waitFor()
  })

  test('phone layout: slide-in menu with its sections; choosing an item navigates and closes it', async ({
    browser,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
    await context.loginAs(admin)
    const page = await context.newPage()
    await hydrated(await page.goto(appUrl('/')).then(() => page))

    await page.getByTestId('mobile-menu-button').click()
    const menu = page.getByRole('dialog')
    for (const section of ['Navigation', 'Your Account', 'Administration']) {
      await menu.getByRole('heading', { name: section }).waitFor()
    }
    assert.equal(await menu.getByRole('button', { name: 'Sign Out', exact: true }).count(), 1)
    await menu.getByRole('link', { name: 'Credits & Wallet' }).click()
    await page.waitForURL('**/credits')
    await page.getByRole('heading', { name: 'Your Account' }).waitFor({ state: 'detached' })
    await context.close()
  })

  test('signed out on a phone: the menu offers Sign In and Get Started, and no account sections', async ({
    browser,
    assert,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await hydrated(await page.goto(appUrl('/')).then(() => page))
    await page.getByTestId('mobile-menu-button').click()
    const menu = page.getByRole('dialog')
    await menu.getByRole('heading', { name: 'Navigation' }).waitFor()
    assert.equal(await menu.getByRole('heading', { name: 'Your Account' }).count(), 0)
    await menu.getByRole('button', { name: 'Get Started' }).click()
    await page.getByRole('heading', { name: 'Create your account' }).waitFor()
    await context.close()
  })
})
