import { join } from 'node:path'
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright'

/** Impacts that fail a page: a person relying on a screen reader or on contrast is blocked or badly hindered. */
export const BLOCKING = new Set(['serious', 'critical'])

/** The WCAG 2.x A and AA rules every scan runs. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * Runs axe on the open page at 360 and 1280 px (or `widths`) and lists each serious or critical
 * violation with its width and where it is. With SCREENSHOT_DIR set and a `screenshot` name, each
 * width is also saved there as `<name>-<width>.png`, to be looked at.
 */
export async function blockingViolationsAtWidths(
  page: Page,
  options: { screenshot?: string; widths?: number[] } = {}
) {
  const found: string[] = []
  for (const width of options.widths ?? [360, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    for (const violation of violations.filter((v) => BLOCKING.has(v.impact ?? '')))
      found.push(
        `${width}px: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`
      )
    if (process.env.SCREENSHOT_DIR && options.screenshot)
      await page.screenshot({
        path: join(process.env.SCREENSHOT_DIR, `${options.screenshot}-${width}.png`),
      })
  }
  return found
}
