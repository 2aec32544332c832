import { test } from '@japa/runner'
import { AxeBuilder } from '@axe-core/playwright'
import { isolated } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'

test.group('axe quick', (group) => {
  isolated(group)
  test('mine', async ({ browser, assert }) => {
    const found: string[] = []
    for (const lang of ['en', 'hi']) {
      const context = await browser.newContext({ locale: 'en-IN' })
      await context.setPlainCookie('locale', lang)
      const page = await context.newPage()
      for (const url of ['/contact-us', '/help', '/privacy-policy', '/terms-of-service', '/cookie-policy']) {
        await page.goto(appUrl(url))
        await hydrated(page)
        await page.waitForTimeout(1500)
        for (const width of [360, 1280]) {
          await page.setViewportSize({ width, height: 800 })
          const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
          for (const v of violations) found.push(`${lang} ${width} ${url} ${v.id} ${v.impact} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
        }
      }
      await context.close()
    }
    console.log(found.join('\n'))
    assert.deepEqual(found.filter((f) => / (serious|critical) /.test(f)), [])
  }).timeout(300_000)
})
