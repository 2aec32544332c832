import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'

test.group('API tokens page', (group) => {
  isolated(group)

  test('makes a token with chosen abilities, shows it once, and revokes it', async ({
    browser,
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 900 },
    })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await context.loginAs(user)
    const page = await context.newPage()
    await page.goto(appUrl('/account/tokens'))
    await hydrated(page)
    await page.getByText('You have no tokens yet.').waitFor()
    // A customer is not offered the admin ability.
    assert.equal(await page.getByRole('checkbox').count(), 3)

    await page.getByLabel('Name').fill('laptop CLI')
    await page.getByRole('checkbox', { name: /^Import/ }).check()
    await page.getByLabel('Expiry').selectOption({ label: 'Never expires' })
    await page.getByRole('button', { name: 'Create token' }).click()

    const shown = page.getByTestId('created-token').locator('code')
    await shown.waitFor()
    const token = (await shown.textContent())!.trim()
    assert.match(token, /^dh_/)
    await page.getByRole('button', { name: 'Copy' }).click()
    await page.getByRole('button', { name: 'Copied' }).waitFor()
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), token)

    const [stored] = await User.accessTokens.all(user)
    assert.equal(stored.name, 'laptop CLI')
    assert.deepEqual(stored.abilities, ['read', 'import'])
    assert.isNull(stored.expiresAt)
    const me = await client.get(urlFor('api.auth.me')).bearerToken(token)
    me.assertStatus(200)

    const row = page.getByTestId('token-row')
    await row.getByText('laptop CLI').waitFor()
    await row.getByText('Never used').waitFor()

    // Shown once: a reload no longer has it.
    await page.reload()
    await hydrated(page)
    assert.equal(await page.getByTestId('created-token').count(), 0)
    // The call above used it: the row says when instead of "Never used".
    await page.getByTestId('token-row').getByText('Last used: today').waitFor()

    await page.getByRole('button', { name: 'Revoke the token laptop CLI' }).click()
    await page.getByText('You have no tokens yet.').waitFor()
    assert.lengthOf(await User.accessTokens.all(user), 0)
    const after = await client.get(urlFor('api.auth.me')).bearerToken(token)
    after.assertStatus(401)
    await context.close()
  })
})
