import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright'

/**
 * The serious and critical WCAG 2.1 A/AA problems axe finds on the page at a
 * phone's and a desktop's width, each as "360px rule-id": empty when none.
 */
export async function seriousAxeViolations(page: Page, widths = [360, 1280]) {
  const found: string[] = []
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    found.push(
      ...violations
        .filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
        .map((v) => `${width}px ${v.id}`)
    )
  }
  return found
}
