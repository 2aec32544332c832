import { test } from '@japa/runner'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { seedPackages } from '#tests/helpers/credits'
import { appUrl, hydrated } from '#tests/helpers/browser'

test.group('Buying credits in the browser', (group) => {
  isolated(group)
  group.each.setup(seedPackages)

  test('buy a package with the demo gateway and see the balance and the history change', async ({
    browser,
    assert,
  }) => {
    const buyer = await UserFactory.merge({ name: 'Priya Sharma' }).create()
    const context = await browser.newContext({ locale: 'en-IN' })
    await context.setPlainCookie('locale', 'en')
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await context.loginAs(buyer)
    const page = await context.newPage()
    await page.goto(appUrl('/credits'))
    await hydrated(page)

    assert.equal(await page.getByTestId('credit-balance').innerText(), '0')
    await page.getByText('No transactions yet').waitFor()
    await page.getByTestId('demo-notice').waitFor()
    assert.deepEqual(await page.getByTestId('plan-price').allInnerTexts(), [
      '₹499',
      '₹1,799',
      '₹3,999',
    ])

    const starter = page.getByTestId('plan-card').filter({ hasText: 'Starter' })
    await starter.getByRole('button', { name: 'Buy Now' }).click()
    await page.waitForURL('**/payment/demo/*')
    await hydrated(page)
    await page.getByTestId('demo-notice').waitFor()
    await page.getByRole('button', { name: 'Pay ₹499' }).click()

    await page.waitForURL((url) => url.pathname === '/credits' && url.search === '')
    await page.getByText('Payment successful! Credits have been added to your account.').waitFor()
    await page.getByTestId('credit-balance').getByText('5').waitFor()
    const row = page.getByTestId('transaction-row').first()
    assert.include(await row.innerText(), 'Credit purchase')
    assert.include(await row.innerText(), '-₹499.00')
    const storedUser = await User.findOrFail(buyer.id)
    assert.equal(storedUser.credits, 5)

    await page.getByRole('button', { name: 'Copy Code' }).click()
    await page.getByText('Agent code copied to clipboard!').waitFor()
    assert.equal(
      await page.evaluate(() => (globalThis as any).navigator.clipboard.readText()),
      buyer.agentCode
    )
  })
})
