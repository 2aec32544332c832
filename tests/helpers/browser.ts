import type { Page } from 'playwright'
import { takePageProblems } from '#tests/helpers/page_problems'

/** Waits until React has hydrated the server-rendered page, so clicks and keys reach it. */
export async function hydrated<T extends Page>(page: T): Promise<T> {
  try {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  } catch (error) {
    const problems = takePageProblems()
    if (problems.length)
      (error as Error).message += `\nWhat the page reported:\n${problems.join('\n')}`
    throw error
  }
  return page
}

export function appUrl(path: string) {
  return `http://${process.env.HOST}:${process.env.PORT}${path}`
}
