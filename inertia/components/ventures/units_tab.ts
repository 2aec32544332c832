import { useEffect } from 'react'
import { lazyWithPreload } from '~/lib/lazy'

/**
 * The Units tab's code. The tab is never the first thing on screen (Overview
 * is), so its code is not part of the page's first load: the page fetches it
 * when idle, or when the tab is hovered or focused (`preloadUnitsTab`), and by
 * the click it renders at once, with no loading placeholder.
 */
export const UnitsPanel = lazyWithPreload(() =>
  import('./units_panel').then((module) => ({ default: module.UnitsPanel }))
)

/**
 * Past this many units on screen the seat-map's floors are virtualized
 * (measured here: a plain grid of 5,000 buttons takes ~290 ms to first paint,
 * 20,000 ~1.1 s; virtualized rows ~70 ms). The virtual grid's code, with
 * @tanstack/react-virtual, loads only for such ventures.
 */
export const VIRTUALIZE_AT = 2_000

export const VirtualTowerGrid = lazyWithPreload(() => import('./seat_map_virtual'))

/** Fetches the code the Units tab needs for a venture of `unitCount` units. */
export function preloadUnitsTab(unitCount: number) {
  void UnitsPanel.preload()
  if (unitCount > VIRTUALIZE_AT) void VirtualTowerGrid.preload()
}

/** Preloads the Units tab's code once the page is idle: after hydration, never competing with it. */
export function usePreloadUnitsTabWhenIdle(unitCount: number) {
  useEffect(() => {
    const preload = () => preloadUnitsTab(unitCount)
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 200)
      return () => clearTimeout(timer)
    }
    const handle = requestIdleCallback(preload, { timeout: 2_000 })
    return () => cancelIdleCallback(handle)
  }, [unitCount])
}
