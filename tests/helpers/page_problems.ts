import type { Decorator } from '@japa/browser-client/types'
import type { Page } from 'playwright'

/**
 * What went wrong in the pages of the current test: uncaught errors, console
 * errors and requests that failed or answered 5xx. Shown when a page never
 * hydrates, so a CI log says why instead of only "Timeout 30000ms exceeded".
 */
const seen: string[] = []
const LIMIT = 40

function note(line: string) {
  if (seen.length < LIMIT) seen.push(line)
}

export const pageProblemsWatcher: Decorator = {
  page(page: Page) {
    page.on('pageerror', (error) =>
      note(`pageerror at ${page.url()}: ${error.stack ?? error.message}`)
    )
    page.on('console', (message) => {
      if (message.type() === 'error') note(`console.error at ${page.url()}: ${message.text()}`)
    })
    page.on('requestfailed', (request) => {
      note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`)
    })
    page.on('response', (response) => {
      if (response.status() >= 500) note(`HTTP ${response.status()}: ${response.url()}`)
    })
  },
}

/** The problems seen since the last call, which clears them. */
export function takePageProblems(): string[] {
  return seen.splice(0)
}
