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

/** The pages open now, for the account of a failed test (describeOpenPages). */
const openPages = new Set<Page>()

export const pageProblemsWatcher: Decorator = {
  page(page: Page) {
    openPages.add(page)
    page.on('close', () => openPages.delete(page))
    page.on('pageerror', (error) =>
      note(
        `pageerror at ${page.url()}: ${error.stack || error.message || `${error.name} ${String(error)}`}`
      )
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

/** `promise`, or `fallback` when it takes longer than `ms` (a page too busy to answer). */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return Promise.race([
    promise.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), ms)),
  ])
}

/**
 * What each open page showed when a test failed: its address, whether React
 * had hydrated it, the start of its visible text, and the problems seen. A
 * timeout in CI ("waiting for getByRole(...)") then says what was on the
 * screen instead (a sign-in form, an error page, an empty shell).
 */
export async function describeOpenPages(): Promise<string> {
  const lines = ['What the open pages showed when the test failed:']
  for (const page of openPages) {
    const state = await within(
      page.evaluate<{ hydrated: boolean; text: string }>(
        `({ hydrated: document.documentElement.hasAttribute('data-hydrated'),
            text: (document.body?.innerText ?? '').replace(/\\s+/g, ' ').slice(0, 600) })`
      ),
      3000,
      null
    )
    lines.push(
      `- ${page.url()}: ${state ? `${state.hydrated ? 'hydrated' : 'not hydrated'}; "${state.text}"` : 'did not answer'}`
    )
  }
  lines.push(...takePageProblems().map((problem) => `- ${problem}`))
  return lines.join('\n')
}
