import type { Decorator } from '@japa/browser-client/types'
import type { BrowserContext, Page } from 'playwright'

/**
 * Every browser test fails on a Content-Security-Policy violation: a page the
 * app serves must load and run with the CSP on. Registered once for the
 * browser suite (tests/bootstrap.ts), it watches every page of every context,
 * also contexts a spec opens itself with `browser.newContext()`.
 *
 * Two witnesses: Chromium's console message ("Refused to ... because it
 * violates the following Content Security Policy directive ...") and the
 * page's own `securitypolicyviolation` event, re-logged by an init script
 * (init scripts run before the page's scripts and are not subject to its CSP).
 */
const MARKER = 'Content Security Policy'
const violations: string[] = []

/** Runs in the page (a string: the server's TypeScript has no DOM types). */
const REPORT_FROM_THE_PAGE = `document.addEventListener('securitypolicyviolation', (event) => {
  console.error('[securitypolicyviolation] ${MARKER}: ' + event.effectiveDirective + ' blocked ' + (event.blockedURI || 'inline') + ' at ' + event.sourceFile + ':' + event.lineNumber)
})`

function watch(page: Page) {
  page.on('console', (message) => {
    if (message.text().includes(MARKER)) violations.push(`${page.url()}: ${message.text()}`)
  })
}

export const cspViolationWatcher: Decorator = {
  context(context: BrowserContext) {
    // Sent before any page of the context is created, so it covers the first one too.
    void context.addInitScript({ content: REPORT_FROM_THE_PAGE })
  },
  page: (page: Page) => watch(page),
}

/** The violations seen since the last call, which clears them (a test that provokes one on purpose takes it). */
export function takeCspViolations(): string[] {
  return violations.splice(0)
}

/** Teardown of every browser test. */
export function assertNoCspViolations() {
  const seen = takeCspViolations()
  if (seen.length) throw new Error(`Content-Security-Policy violations:\n${seen.join('\n')}`)
}
