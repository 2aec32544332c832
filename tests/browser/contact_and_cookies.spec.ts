import { test } from '@japa/runner'
import type { BrowserContext, Page } from 'playwright'
import ContactSubmission from '#models/contact_submission'
import Lead from '#models/lead'
import { REFERENCE_PATTERN } from '#services/contact/reference_id'
import { isolated } from '#tests/helpers/db'
import { appUrl, hydrated } from '#tests/helpers/browser'
import { DESKTOP, visitorContext, openPage } from '#tests/helpers/browser_setup'
import { withCookieBanner } from '#tests/helpers/chromium'

const CONSENT_KEY = 'dreamhomes_cookie_consent'

const toasts = (page: Page) => page.locator('[data-sonner-toast]')

test.group('Contact Us in the browser', (group) => {
  isolated(group)

  test('each problem is its own toast; then the message is sent and the reference id shown', async ({
    browser,
    assert,
  }) => {
    const context = await visitorContext(browser)
    const page = await openPage(context, '/contact-us', DESKTOP)

    await page.getByLabel('Inquiry type').selectOption('property')
    await page.locator('input[name=email]').fill('priya.example.com')
    await page.getByRole('button', { name: 'Send Message' }).click()
    for (const message of [
      'Name is required',
      'Valid email is required',
      'Subject is required',
      'Property type is required for property inquiries',
      'Message is required',
    ]) {
      await toasts(page).filter({ hasText: message }).first().waitFor()
    }
    assert.isTrue(
      await page
        .locator('input[name=name]')
        .evaluate((input) => input === (globalThis as any).document.activeElement),
      'the first problem field has the focus'
    )
    assert.equal(await page.locator('#contact-message-error').innerText(), 'Message is required')
    assert.equal(
      await ContactSubmission.query()
        .count('* as total')
        .firstOrFail()
        .then((r) => Number(r.$extras.total)),
      0
    )

    await page.getByLabel('Full name').fill('Priya Sharma')
    await page.locator('input[name=email]').fill('priya@example.com')
    await page.getByLabel('Subject').fill('3 BHK near Gachibowli')
    await page.getByLabel('Property type').selectOption('apartment')
    await page.getByLabel('Budget').selectOption('50L-1Cr')
    await page.getByLabel('Message').fill('Looking for a ready-to-move apartment.')
    await page.getByRole('button', { name: 'Send Message' }).click()

    const reference = page.locator('[data-reference-id]')
    await reference.waitFor()
    const result = await reference.innerText()
    const shown = result.trim()
    assert.match(shown, REFERENCE_PATTERN)
    await page.getByText('Message sent!').waitFor()
    await toasts(page)
      .filter({ hasText: `Your reference ID is ${shown}` })
      .first()
      .waitFor()
    const stored = await ContactSubmission.findByOrFail('reference_id', shown)
    assert.equal(stored.propertyType, 'apartment')
    const lead = await Lead.findOrFail(stored.leadId)
    assert.equal(lead.source, 'contact_form')
    assert.isNull(lead.ownerId)

    await page.getByRole('button', { name: 'Send Another Message' }).click()
    await page.getByRole('button', { name: 'Send Message' }).waitFor()
    assert.equal(await page.getByLabel('Subject').inputValue(), '')
    await context.close()
  }).timeout(60_000)

  test('a failed request shows the failure message of 001 §8', async ({ browser }) => {
    const context = await visitorContext(browser)
    const page = await openPage(context, '/contact-us')
    await page.route('**/contact-us', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, body: 'boom' })
        : route.continue()
    )
    await page.getByLabel('Full name').fill('Priya Sharma')
    await page.locator('input[name=email]').fill('priya@example.com')
    await page.getByLabel('Subject').fill('Hello')
    await page.getByLabel('Message').fill('A question')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await toasts(page)
      .filter({ hasText: 'Failed to send message. Please try again or contact us directly.' })
      .first()
      .waitFor()
    await context.close()
  }).timeout(60_000)
})

test.group('Cookie consent banner in the browser', (group) => {
  isolated(group)

  async function freshVisitor(browser: {
    newContext: (options: Record<string, unknown>) => Promise<BrowserContext>
  }) {
    const context = await withCookieBanner(() => browser.newContext({ locale: 'en-IN' }))
    await context.setPlainCookie('locale', 'en')
    const page = await context.newPage()
    await page.setViewportSize(DESKTOP)
    return { context, page }
  }

  const banner = (page: Page) => page.locator('[data-cookie-banner]')
  const saved = (page: Page) =>
    page.evaluate(
      (key) => JSON.parse((globalThis as any).localStorage.getItem(key) ?? 'null'),
      CONSENT_KEY
    )
  const cookieNames = async (context: BrowserContext) => {
    const cookies = await context.cookies()
    return cookies.map((cookie) => cookie.name).sort()
  }

  /** What a real analytics snippet does: through the gate, setting its cookie when allowed. */
  const fakeAnalytics = (page: Page) =>
    page.evaluate(() => {
      ;(globalThis as any).analyticsRan = false
      ;(globalThis as any).dreamhomesConsent.whenAllowed(
        'analytics',
        () => {
          ;(globalThis as any).analyticsRan = true
          ;(globalThis as any).document.cookie = '_ga=GA1.1.123; path=/'
        },
        { cookies: ['_ga', '_ga_*'] }
      )
    })

  test('appears about a second after load, and nothing non-essential runs or is set before consent', async ({
    browser,
    assert,
  }) => {
    const { context, page } = await freshVisitor(browser)
    const origins = new Set<string>()
    page.on('request', (request) => origins.add(new URL(request.url()).origin))
    // Timed in the page (a loaded machine can be slow to tell the test): when the consent gate is
    // installed on load, and when the banner enters the document.
    await page.addInitScript(() => {
      const w = globalThis as any
      let gate: unknown
      Object.defineProperty(w, 'dreamhomesConsent', {
        configurable: true,
        get: () => gate,
        set: (value) => {
          gate = value
          w.consentGateAt ??= w.performance.now()
        },
      })
      new w.MutationObserver((_: unknown, observer: { disconnect(): void }) => {
        if (!w.document.querySelector('[data-cookie-banner]')) return
        w.bannerShownAt = w.performance.now()
        observer.disconnect()
      }).observe(w.document, { childList: true, subtree: true })
    })
    await page.goto(appUrl('/'))
    await hydrated(page)
    await banner(page).waitFor()
    const { gateAt, shownAt } = await page.evaluate(() => ({
      gateAt: (globalThis as any).consentGateAt as number,
      shownAt: (globalThis as any).bannerShownAt as number,
    }))
    assert.isAtLeast(shownAt - gateAt, 950, 'about a second after load, not at once')
    await fakeAnalytics(page)
    assert.isFalse(await page.evaluate(() => (globalThis as any).analyticsRan))
    assert.deepEqual([...origins], [new URL(appUrl('/')).origin], 'no third-party script or pixel')
    assert.sameMembers(await cookieNames(context), ['XSRF-TOKEN', 'dh_session', 'locale'])
    assert.isNull(await saved(page))
    await context.close()
  }).timeout(60_000)

  test('Reject All is remembered with its date over a reload', async ({ browser, assert }) => {
    const { context, page } = await freshVisitor(browser)
    await page.goto(appUrl('/privacy-policy'))
    await hydrated(page)
    await banner(page).getByRole('button', { name: 'Reject All' }).click()
    await banner(page).waitFor({ state: 'detached' })
    const choice = await saved(page)
    assert.containsSubset(choice, {
      essential: true,
      functional: false,
      analytics: false,
      marketing: false,
    })
    assert.isFalse(Number.isNaN(Date.parse(choice.saved_at)))

    await page.reload()
    await hydrated(page)
    await page.waitForFunction(() => !!(globalThis as any).dreamhomesConsent)
    await page.waitForTimeout(1500)
    assert.equal(await banner(page).count(), 0)
    await fakeAnalytics(page)
    assert.isFalse(await page.evaluate(() => (globalThis as any).analyticsRan))
    assert.deepEqual(await saved(page), choice)
    await context.close()
  }).timeout(60_000)

  test('Customize: analytics consented runs its script and persists; revoking it clears its cookies', async ({
    browser,
    assert,
  }) => {
    const { context, page } = await freshVisitor(browser)
    await page.goto(appUrl('/'))
    await hydrated(page)
    await banner(page).waitFor()
    await fakeAnalytics(page)
    await banner(page).getByRole('button', { name: 'Customize' }).click()
    assert.isTrue(await banner(page).getByLabel('Essential').isChecked())
    assert.isTrue(await banner(page).getByLabel('Essential').isDisabled())
    await banner(page).getByLabel('Analytics').check()
    await banner(page).getByRole('button', { name: 'Save preferences' }).click()
    await banner(page).waitFor({ state: 'detached' })
    assert.isTrue(await page.evaluate(() => (globalThis as any).analyticsRan))
    assert.include(await cookieNames(context), '_ga')
    assert.containsSubset(await saved(page), {
      functional: false,
      analytics: true,
      marketing: false,
    })

    await page.reload()
    await hydrated(page)
    await page.waitForFunction(() => !!(globalThis as any).dreamhomesConsent)
    await fakeAnalytics(page)
    assert.isTrue(
      await page.evaluate(() => (globalThis as any).analyticsRan),
      'the saved consent is loaded on the next page'
    )
    await page.waitForTimeout(1200)
    assert.equal(await banner(page).count(), 0)

    // Revoke through the footer's Cookie settings.
    await page.getByRole('button', { name: 'Cookie settings' }).click()
    await banner(page).getByLabel('Analytics').uncheck()
    await banner(page).getByRole('button', { name: 'Save preferences' }).click()
    await banner(page).waitFor({ state: 'detached' })
    assert.notInclude(await cookieNames(context), '_ga')
    assert.include(await cookieNames(context), 'XSRF-TOKEN')
    assert.containsSubset(await saved(page), { analytics: false })

    await page.reload()
    await hydrated(page)
    await page.waitForFunction(() => !!(globalThis as any).dreamhomesConsent)
    await fakeAnalytics(page)
    assert.isFalse(await page.evaluate(() => (globalThis as any).analyticsRan))
    await context.close()
  }).timeout(60_000)

  test('the Cookie Policy button opens the settings; Accept All persists', async ({
    browser,
    assert,
  }) => {
    const { context, page } = await freshVisitor(browser)
    await page.goto(appUrl('/cookie-policy'))
    await hydrated(page)
    await page.waitForFunction(() => !!(globalThis as any).dreamhomesConsent)
    await page.locator('[data-cookie-settings]').first().click()
    await banner(page).getByLabel('Marketing').waitFor()
    await banner(page).getByRole('button', { name: 'Accept All' }).click()
    await page.reload()
    await hydrated(page)
    assert.containsSubset(await saved(page), { functional: true, analytics: true, marketing: true })
    await page.waitForTimeout(1200)
    assert.equal(await banner(page).count(), 0)
    await context.close()
  }).timeout(60_000)
})

test.group('Help in the browser', (group) => {
  isolated(group)

  test("'?' shows the shortcuts, which lead to the Help page and its shortcut tables", async ({
    browser,
    assert,
  }) => {
    const context = await visitorContext(browser)
    const page = await openPage(context, '/', DESKTOP)
    await page.keyboard.press('?')
    await page
      .getByRole('dialog')
      .getByRole('link', { name: 'All keyboard shortcuts and help' })
      .click()
    await page.waitForURL(/\/help#shortcuts$/)
    await page.getByRole('heading', { level: 1, name: 'Help Center' }).waitFor()
    await page.locator('#shortcuts').getByText('Ctrl + Enter').waitFor()
    assert.isTrue(await page.locator('#shortcuts').getByText('Go to Properties').isVisible())
    await context.close()
  }).timeout(60_000)
})
