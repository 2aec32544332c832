import type { Page } from 'playwright'
import { takePageProblems } from '#tests/helpers/page_problems'

/** Waits until React has hydrated the server-rendered page, so clicks and keys reach it. */
export async function hydrated<T extends Page>(page: T): Promise<T> {
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  } catch (error) {
    const problems = takePageProblems()
    if (problems.length) (error as Error).message += `\nWhat the page reported:\n${problems.join('\n')}`
    throw error
  }
  return page
}

export function appUrl(path: string) {
  return `http://${process.env.HOST}:${process.env.PORT}${path}`
}

/**
 * A visitor who already answered the cookie banner (essential only), so the
 * banner, which appears 1 s after a page loads, cannot land over what a test
 * is about to click. Tests of the banner itself do not use this.
 */
export async function consentAnswered<T extends { addInitScript(script: string): Promise<unknown> }>(context: T): Promise<T> {
  const saved = JSON.stringify({ essential: true, functional: false, analytics: false, marketing: false, saved_at: '2026-01-01T00:00:00.000Z' })
  await context.addInitScript(`localStorage.setItem('dreamhomes_cookie_consent', ${JSON.stringify(saved)})`)
  return context
}
