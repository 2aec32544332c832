import { existsSync } from 'node:fs'
import { chromium } from 'playwright'

const candidates = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].filter(Boolean) as string[]

/** The system Chromium, or undefined when this machine has none. */
export const chromiumPath = candidates.find((path) => existsSync(path))

/** Flags for a headless, offline, root-run Chromium (see TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]

/**
 * Every browser test's visitor has already answered the cookie banner
 * (essential only), unless the context is made inside `withCookieBanner`:
 * the banner appears 1 s after a page loads and would otherwise land over
 * whatever a test clicks next. The answer is written only when none is saved,
 * so a choice made during a test survives its reloads.
 */
const ANSWER_CONSENT = `if (!localStorage.getItem('dreamhomes_cookie_consent')) localStorage.setItem('dreamhomes_cookie_consent', ${JSON.stringify(
  JSON.stringify({
    essential: true,
    functional: false,
    analytics: false,
    marketing: false,
    saved_at: '2026-01-01T00:00:00.000Z',
  })
)})`

let bannerWanted = false

/** Makes a context whose visitor has chosen nothing yet, so the cookie banner shows (tests of the banner). */
export async function withCookieBanner<T>(create: () => Promise<T>): Promise<T> {
  bannerWanted = true
  try {
    return await create()
  } finally {
    bannerWanted = false
  }
}

export const chromiumLauncher = async (options: Record<string, unknown>) => {
  const browser = await chromium.launch({
    ...options,
    headless: true,
    executablePath: chromiumPath,
    args: CHROMIUM_ARGS,
  })
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions)
    if (!bannerWanted) await context.addInitScript(ANSWER_CONSENT)
    return context
  }
  return browser
}
