import type { Page } from 'playwright'

/** Waits until React has hydrated the server-rendered page, so clicks and keys reach it. */
export async function hydrated<T extends Page>(page: T): Promise<T> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  return page
}

export function appUrl(path: string) {
  return `http://${process.env.HOST}:${process.env.PORT}${path}`
}
