import { test } from '@japa/runner'
import User from '#models/user'
import { isolated } from '#tests/helpers/db'
import { hydrated } from '#tests/helpers/browser'
import { clickMenuItem } from '#tests/helpers/browser_setup'

test.group('Auth dialog in the browser', (group) => {
  isolated(group)

  test('registers through the dialog, signs out and signs back in', async ({ visit, assert }) => {
    const page = await hydrated(await visit('/'))
    await page.assertTextContains('h1', 'Find Your Dream Property')

    await page.getByRole('button', { name: 'Get Started' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Full name').fill('Ravi Teja')
    await dialog.getByLabel('Email').fill('ravi.teja@example.in')
    await dialog.getByLabel('Phone number').fill('98480 22338')
    await dialog.getByLabel('Password', { exact: true }).fill('hyderabad9')
    await dialog.getByRole('button', { name: 'Create Account' }).click()

    await page.getByText('Registration successful!').waitFor()
    await page.getByRole('heading', { name: 'Create your account' }).waitFor({ state: 'detached' })
    const user = await User.findByOrFail('email', 'ravi.teja@example.in')
    assert.equal(user.phone, '+91 98480 22338')

    await page.getByTestId('user-menu-button').click()
    await clickMenuItem(page, 'Sign Out')
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor()

    await page.getByRole('button', { name: 'Sign In' }).first().click()
    const login = page.getByRole('dialog')
    await login.getByLabel('Email').fill('ravi.teja@example.in')
    await login.getByLabel('Password', { exact: true }).fill('hyderabad9')
    await login.getByRole('button', { name: 'Sign In' }).click()

    await page.getByText('Login successful!').waitFor()
    await page.getByTestId('user-menu-button').waitFor()
    await page.assertTextContains('[data-testid="user-menu-button"]', 'Ravi Teja')
  })

  test('a failed submit says so and the server is not called; typing clears the error', async ({
    visit,
    assert,
  }) => {
    const page = await hydrated(await visit('/'))
    await page.getByRole('button', { name: 'Sign In' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Sign In' }).click()

    await page.getByText('Please fix the validation errors').waitFor()
    await dialog.getByText('Email is required').waitFor()
    await dialog.getByLabel('Email').fill('a')
    assert.equal(await dialog.getByText('Email is required').count(), 0)

    await dialog.getByLabel('Email').fill('not-an-email')
    await dialog.getByLabel('Email').blur()
    await dialog.getByText('Please enter a valid email address').waitFor()
  })

  test('a wrong password shows one message that does not reveal whether the email exists', async ({
    visit,
  }) => {
    const page = await hydrated(await visit('/'))
    await page.getByRole('button', { name: 'Sign In' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email').fill('nobody@example.com')
    await dialog.getByLabel('Password', { exact: true }).fill('wrong123')
    await dialog.getByRole('button', { name: 'Sign In' }).click()
    await dialog.getByText('Invalid email or password').waitFor()
  })

  test('the dialog closes on a route change', async ({ visit }) => {
    const page = await hydrated(await visit('/help'))
    // /help is a real page now (issue 17): the header's logo leads home.
    await page.locator('header a[href="/"]').filter({ visible: true }).first().click()
    await page.getByRole('heading', { name: 'Find Your Dream Property' }).waitFor()
    await page.getByRole('button', { name: 'Sign In' }).first().click()
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor()
    await page.goBack()
    await page.getByRole('heading', { name: 'Help Center' }).waitFor()
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor({ state: 'detached' })
  })
})
