import { test } from '@japa/runner'
import { isolated } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'

const PAGES = (process.env.SHOT_PAGES ?? '/contact-us,/help,/privacy-policy,/terms-of-service,/cookie-policy').split(',')
const LANGS = (process.env.SHOT_LANGS ?? 'en,hi').split(',')
const WIDTHS = (process.env.SHOT_WIDTHS ?? '360,1280').split(',').map(Number)

test.group('shots', (group) => {
  isolated(group)
  test('shots', async ({ browser }) => {
    for (const lang of LANGS) {
      const context = await browser.newContext({ locale: 'en-IN' })
      await context.setPlainCookie('locale', lang)
      if (process.env.SHOT_BANNER !== '1') {
        await context.addInitScript(() => localStorage.setItem('dreamhomes_cookie_consent', JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false, saved_at: '2026-01-01T00:00:00.000Z' })))
      }
      const page = await context.newPage()
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        for (const path of PAGES) {
          await page.goto(appUrl(path))
          await hydrated(page)
          await page.waitForTimeout(process.env.SHOT_BANNER === '1' ? 1600 : 300)
          if (process.env.SHOT_CUSTOMIZE === '1') await page.locator('[data-consent=customize]').click()
          const name = `${path.replace(/\W+/g, '_') || 'home'}_${lang}_${width}${process.env.SHOT_SUFFIX ?? ''}.png`
          await page.screenshot({ path: `/tmp/trust/shots/${name}`, fullPage: process.env.SHOT_FULL !== '0' })
        }
      }
      await context.close()
    }
  }).timeout(300_000)
})
