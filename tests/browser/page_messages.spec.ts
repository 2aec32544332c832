import { test } from '@japa/runner'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright'
import { PASSWORD, UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { committed } from '#tests/helpers/db'
import { clickMenuItem, openPage, visitorContext } from '#tests/helpers/browser_setup'
import { rawMessageKeys } from '#tests/helpers/page_messages'

const TELUGU_PLACEHOLDER = JSON.parse(
  readFileSync(join(process.cwd(), 'resources/lang/te/assistant.json'), 'utf8')
).placeholder

/** The text and the labels of the page (where a raw key would show). */
async function shown(page: Page) {
  const labels = await page
    .locator('[aria-label], [placeholder], [title]')
    .evaluateAll((elements: { getAttribute(name: string): string | null }[]) =>
      elements.flatMap((element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? '')
      )
    )
  return [await page.locator('body').innerText(), ...labels].join('\n')
}

/**
 * Issue 28: a page gets only its message areas; the areas a later page or a
 * dialog needs come with them. In Hindi, from home (no `auth` or `dashboard`
 * texts of its own beyond the shell's) through the sign-in dialog to the
 * dashboard, every text is Hindi, never a key.
 */
test.group('Messages per page in the browser', (group) => {
  committed(group)

  test('home → sign-in dialog → dashboard in Hindi shows Hindi texts, never a message key', async ({
    browser,
    assert,
  }) => {
    const agent = await UserFactory.apply('agent').create()
    await PropertyFactory.merge({ ownerId: agent.id, title: 'Lake view flat' }).create()
    const context = await visitorContext(browser, { language: 'hi' })
    const page = await openPage(context, '/')
    assert.deepEqual(rawMessageKeys(await shown(page)), [])

    // The assistant's texts are no area of home: they come with its code, in the page's language.
    await page.getByRole('button', { name: 'DreamHomes असिस्टेंट खोलें' }).click()
    const assistant = page.getByTestId('assistant-panel')
    await assistant.getByText('DreamHomes असिस्टेंट', { exact: true }).waitFor()
    await assistant.getByPlaceholder('घर या क्रेडिट के बारे में पूछें…').waitFor()
    assert.deepEqual(rawMessageKeys(await shown(page)), [])
    await assistant.getByRole('button', { name: 'असिस्टेंट बंद करें' }).click()

    await page.getByRole('button', { name: 'लॉग इन करें' }).first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('heading', { name: 'आपका फिर से स्वागत है' }).waitFor()
    assert.deepEqual(rawMessageKeys(await shown(page)), [])
    await dialog.getByLabel('ईमेल').fill(agent.email)
    await dialog.getByLabel('पासवर्ड', { exact: true }).fill(PASSWORD)
    await dialog.getByRole('button', { name: 'लॉग इन करें' }).click()
    await page.getByText('लॉग इन सफल रहा!').waitFor()

    // The dashboard is an Inertia visit: its `dashboard` area comes with it, the shell's stay in the browser.
    const visit = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/dashboard' &&
        response.request().headers()['x-inertia'] === 'true'
    )
    await page.getByTestId('user-menu-button').click()
    await clickMenuItem(page, 'डैशबोर्ड')
    const response = await visit
    const { props } = await response.json()
    assert.property(props, 'messages_dashboard')
    assert.notProperty(props, 'messages_shell')
    await page.getByText('आपकी लिस्टिंग, वेंचर और उनके बारे में पूछने वाले लोग।').waitFor()
    assert.deepEqual(rawMessageKeys(await shown(page)), [])
    // The shell's texts came from the browser's copy: still Hindi.
    await page.getByRole('link', { name: 'प्रॉपर्टी', exact: true }).first().waitFor()

    // Switching to Telugu brings every area in Telugu, the assistant's too.
    await page.getByTestId('language-selector').filter({ visible: true }).click()
    await clickMenuItem(page, /తెలుగు/)
    await page.getByRole('link', { name: 'ప్రాపర్టీలు', exact: true }).first().waitFor()
    await page.getByTestId('assistant-button').click()
    await page.getByTestId('assistant-panel').getByPlaceholder(TELUGU_PLACEHOLDER).waitFor()
    assert.deepEqual(rawMessageKeys(await shown(page)), [])
  })
})
