import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { clickMenuItem } from '#tests/helpers/browser_setup'

test.group('Sign out everywhere in the browser', (group) => {
  isolated(group)

  for (const { width, open, control } of [
    { width: 1280, open: 'user-menu-button', control: 'menuitem' as const },
    { width: 360, open: 'mobile-menu-button', control: 'button' as const },
  ]) {
    test(`at ${width} px the menu signs out here and revokes the account's app tokens`, async ({
      browser,
      assert,
    }) => {
      const user = await UserFactory.create()
      const token = await User.accessTokens.create(user, ['*'], { name: 'phone app' })
      const context = await browser.newContext({
        locale: 'en-US',
        viewport: { width, height: 800 },
      })
      await context.loginAs(user)
      const page = await context.newPage()
      await page.goto(appUrl('/'))
      await hydrated(page)

      await page.getByTestId(open).click()
      const answer = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/logout-all'
      )
      if (control === 'menuitem') await clickMenuItem(page, 'Sign Out Everywhere')
      else await page.getByRole(control, { name: 'Sign Out Everywhere' }).click()
      const result = await answer
      assert.equal(result.status(), 302)
      await page
        .getByText('You have been signed out here and in every app that used your account.')
        .waitFor()
      assert.lengthOf(await User.accessTokens.all(user), 0)
      assert.isFalse(await User.accessTokens.verify(token.value!).then((found) => !!found))
      await context.close()
    })
  }
})
