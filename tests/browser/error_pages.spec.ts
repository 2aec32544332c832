import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import LegalController from '#controllers/legal_controller'
import { ServiceUnavailableError } from '#exceptions/service_unavailable_error'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { blockingViolationsAtWidths } from '#tests/helpers/axe'

/** The Help page's controller, failing as a page does when the database is down, or on a bug. */
function failingHelp(failure: () => Error) {
  return class extends LegalController {
    async help(): Promise<never> {
      throw failure()
    }
  }
}

const FAILURES = [
  {
    status: 503,
    title: 'errors.unavailable_title',
    failure: () => new ServiceUnavailableError(new Error('connect ECONNREFUSED')),
  },
  { status: 500, title: 'errors.server_error_title', failure: () => new Error('a bug') },
]

/**
 * The pages a visitor gets when a page fails (app/exceptions/handler.ts): "back in a moment" (503,
 * the database or Redis unreachable) and the server error page (500), in the shell, readable at
 * 360 and 1280 px in English and Hindi, with no serious or critical axe violation. With
 * SCREENSHOT_DIR set, each is also saved there to be looked at.
 */
test.group('The error pages', (group) => {
  group.each.teardown(() => app.container.restore(LegalController))

  for (const { status, title, failure } of FAILURES) {
    for (const language of ['en', 'hi']) {
      test(`${status} is clear and accessible in ${language}`, async ({ browser, assert }) => {
        const Failing = failingHelp(failure)
        app.container.swap(LegalController, () => new Failing())
        const context = await browser.newContext({ locale: 'en-IN' })
        await context.setPlainCookie('locale', language)
        const page = await context.newPage()
        const response = await page.goto(appUrl('/help'))
        assert.equal(response?.status(), status)
        await hydrated(page)
        assert.equal(
          await page.getByRole('heading', { level: 1 }).textContent(),
          i18nManager.locale(language).t(title)
        )
        const found = await blockingViolationsAtWidths(page, {
          screenshot: `error-${status}-${language}`,
        })
        await context.close()
        assert.deepEqual(found, [])
      }).timeout(60_000)
    }
  }
})
