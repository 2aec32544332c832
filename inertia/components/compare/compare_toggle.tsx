import { Suspense, useSyncExternalStore } from 'react'
import { useT } from '~/lib/i18n'
import { lazyWithPreload } from '~/lib/lazy'
import { COMPARE_MAX } from '#rules/compare_rules'

/**
 * The listings picked for comparison (issue 31) while browsing: kept for the
 * tab in sessionStorage so the tray follows from page to page; the
 * comparison itself lives in its address (/compare?ids=…), which is what
 * gets shared. Nothing on the server: it works signed out. One small module,
 * as every listing card carries the toggle (the JS budget of public pages).
 */
const KEY = 'dreamhomes_compare'

function stored(): string {
  try {
    return sessionStorage.getItem(KEY) ?? ''
  } catch {
    return '' // storage blocked: the page still works, the pick does not outlive it
  }
}

function subscribe(changed: () => void) {
  addEventListener(KEY, changed)
  return () => removeEventListener(KEY, changed)
}

/** The picked ids, in the order picked (only setCompareIds writes them); none on the server and while hydrating. */
export function useCompareIds(): number[] {
  const ids = useSyncExternalStore(subscribe, stored, () => '')
  return ids ? ids.split(',').map(Number) : []
}

export function setCompareIds(ids: number[]) {
  try {
    sessionStorage.setItem(KEY, ids.join(','))
  } catch {}
  dispatchEvent(new Event(KEY))
}

/**
 * 'Compare' on a listing's card and page: a checkbox that adds the listing to
 * the comparison or takes it out; disabled while 4 others are picked.
 */
export function CompareToggle({ id }: { id: number }) {
  const t = useT()
  const ids = useCompareIds()
  const on = ids.includes(id)
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-ink-700">
      <input
        type="checkbox"
        checked={on}
        disabled={!on && ids.length >= COMPARE_MAX}
        onChange={() => setCompareIds(on ? ids.filter((other) => other !== id) : [...ids, id])}
        className="size-4 accent-brand-600"
        data-testid="compare-toggle"
      />
      {t('listings.compare')}
    </label>
  )
}

const Tray = lazyWithPreload(() => import('~/components/compare/compare_tray'))

/** The bar with the picked listings' link to /compare, once something is picked; its code comes then. */
export function CompareTray() {
  const ids = useCompareIds()
  return ids.length ? (
    <Suspense fallback={null}>
      <Tray ids={ids} />
    </Suspense>
  ) : null
}
