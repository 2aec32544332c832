import { router } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import { usePageActions } from '~/lib/shortcuts'

export type ResultView = 'grid' | 'list'

type Options = {
  /** The list's address (`urlFor('properties.index')`): visits to it are its searches. */
  path: string
  /** The current filters as the query string carries them. */
  query: Record<string, string | number>
  nextCursor: string | null
  /** The props a next page brings: the appended list (a merge prop) and the next cursor, among others. */
  more: string[]
}

/**
 * What the Find Properties and Premium Ventures lists (000 §2) do alike:
 * - `searching`: a new search of this list is under way (skeletons and
 *   'Loading…' stand in for the results). "Show more" is not one: it keeps
 *   the address, and the cards shown stay while the next page comes. Nor is a
 *   POST such as Save.
 * - `loadMore`: the next page, appended below the cards shown (the server
 *   sends the list as a merge prop), with the address and scroll kept.
 * - the grid or list view and the phone's filters drawer, with their
 *   keyboard shortcuts.
 */
export function useResultList({ path, query, nextCursor, more }: Options) {
  const [searching, setSearching] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [view, setView] = useState<ResultView>('grid')
  const [drawerOpen, setDrawerOpen] = useState(false)

  useEffect(() => {
    const offStart = router.on('start', (event) => {
      const visit = event.detail.visit
      if (visit.method === 'get' && !visit.preserveUrl && new URL(visit.url).pathname === path)
        setSearching(true)
    })
    const offFinish = router.on('finish', () => setSearching(false))
    return () => {
      offStart()
      offFinish()
    }
  }, [path])

  usePageActions({
    toggleFilters: () => setDrawerOpen((open) => !open),
    toggleView: () => setView((current) => (current === 'grid' ? 'list' : 'grid')),
  })

  const loadMore = () => {
    if (!nextCursor) return
    router.get(
      path,
      { ...query, cursor: nextCursor },
      {
        only: more,
        preserveState: true,
        preserveScroll: true,
        preserveUrl: true,
        onStart: () => setLoadingMore(true),
        onFinish: () => setLoadingMore(false),
      }
    )
  }

  return { searching, loadingMore, loadMore, view, setView, drawerOpen, setDrawerOpen }
}
