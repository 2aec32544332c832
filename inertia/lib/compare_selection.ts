import { useSyncExternalStore } from 'react'
import { COMPARE_MAX, parseCompareIds } from '#rules/compare_rules'

/**
 * The listings picked for comparison (issue 31) while browsing: kept for the
 * tab in sessionStorage so the tray follows from page to page; the
 * comparison itself lives in its address (/compare?ids=…), which is what
 * gets shared. Nothing on the server: it works signed out.
 */
const KEY = 'dreamhomes_compare'
const CHANGED = 'dreamhomes:compare'

function stored(): string {
  try {
    return sessionStorage.getItem(KEY) ?? ''
  } catch {
    return '' // storage blocked: the page still works, the choice does not outlive it
  }
}

function subscribe(changed: () => void) {
  addEventListener(CHANGED, changed)
  return () => removeEventListener(CHANGED, changed)
}

/** The picked ids, in the order picked; none on the server and while hydrating. */
export function useCompareIds(): number[] {
  return parseCompareIds(useSyncExternalStore(subscribe, stored, () => ''))
}

export function setCompareIds(ids: number[]) {
  try {
    sessionStorage.setItem(KEY, ids.join(','))
  } catch {}
  dispatchEvent(new Event(CHANGED))
}

/** Adds or removes a listing; false when the comparison is already full. */
export function toggleCompare(id: number): boolean {
  const ids = parseCompareIds(stored())
  const at = ids.indexOf(id)
  if (at < 0 && ids.length >= COMPARE_MAX) return false
  setCompareIds(at < 0 ? [...ids, id] : ids.filter((other) => other !== id))
  return true
}
