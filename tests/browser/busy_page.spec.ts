import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { appUrl } from '#tests/helpers/browser'
import { blockingViolationsAtWidths } from '#tests/helpers/axe'
import { loadShedding } from '#middleware/load_shed_middleware'

/**
 * The page a visitor gets when a process is past MAX_REQUESTS_IN_FLIGHT
 * (app/middleware/load_shed_middleware.ts): readable at 360 and 1280 px, in
 * English and Hindi, with no serious or critical axe violation. With
 * SCREENSHOT_DIR set, each is also saved there to be looked at.
 */
test.group('The busy page', (group) => {
  const max = loadShedding.max
  group.each.teardown(() => {
    loadShedding.max = max
  })

  for (const language of ['en', 'hi']) {
    test(`is clear and accessible in ${language}`, async ({ browser, assert }) => {
      const context = await browser.newContext({ locale: 'en-IN' })
      await context.setPlainCookie('locale', language)
      const page = await context.newPage()
      // Full: every place taken (requests of the browser may still be running: counted on top).
      loadShedding.max = loadShedding.inFlight + 1
      loadShedding.inFlight++
      const response = await page.goto(appUrl('/properties')).finally(() => loadShedding.inFlight--)
      assert.equal(response?.status(), 503)
      const t = i18nManager.locale(language)
      assert.equal(
        await page.getByRole('heading', { level: 1 }).textContent(),
        t.t('errors.unavailable_title')
      )
      assert.equal(await page.locator('main p').textContent(), t.t('errors.unavailable_body'))
      if (language === 'hi') {
        // The app's own Devanagari font, not the device's (which may have none).
        await page.evaluate('document.fonts.ready.then(() => true)')
        const loaded = await page.evaluate<string[]>(
          `[...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''))`
        )
        assert.include(loaded, 'Noto Sans Devanagari')
      }
      const found = await blockingViolationsAtWidths(page, { screenshot: `busy-${language}` })
      await context.close()
      assert.deepEqual(found, [])
    }).timeout(60_000)
  }
})
