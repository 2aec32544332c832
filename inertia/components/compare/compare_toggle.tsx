import { Suspense } from 'react'
import { useT } from '~/lib/i18n'
import { lazyWithPreload } from '~/lib/lazy'
import { toggleCompare, useCompareIds } from '~/lib/compare_selection'
import { COMPARE_MAX } from '#rules/compare_rules'

/**
 * 'Compare' on a listing's card and page (issue 31): a checkbox-like button
 * that adds the listing to the comparison or takes it out. Kept small: it is
 * in every card; the tray with the link to /compare is loaded on first use.
 */
export function CompareToggle({ id }: { id: number }) {
  const t = useT()
  const ids = useCompareIds()
  const on = ids.includes(id)
  const full = !on && ids.length >= COMPARE_MAX
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-ink-700">
      <input
        type="checkbox"
        checked={on}
        disabled={full}
        onChange={() => toggleCompare(id)}
        className="size-4 accent-brand-600"
        data-testid="compare-toggle"
      />
      {full ? t('listings.compare_full', { max: COMPARE_MAX }) : t('listings.compare')}
    </label>
  )
}

const Tray = lazyWithPreload(() => import('~/components/compare/compare_tray'))

/** The bar with the picked listings' link to /compare, once something is picked; its code comes then. */
export function CompareTray() {
  const ids = useCompareIds()
  if (!ids.length) return null
  return (
    <Suspense fallback={null}>
      <Tray ids={ids} />
    </Suspense>
  )
}
