import { router } from '@inertiajs/react'
import { useEffect, useState } from 'react'
import { usePageActions } from '~/lib/shortcuts'

export type ResultView = 'grid' | 'list'

type Filters = Record<string, string | number | readonly string[] | null | undefined>

/**
 * A list's filters as its address carries them (000 §5): empty values and the
 * default sort left out, the search text trimmed, lists comma-separated
 * (`amenities=gym_fitness,clubhouse`).
 */
export function listQuery(filters: Filters): Record<string, string | number> {
  const out: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null) continue
    const text =
      typeof value === 'string' ? value.trim() : Array.isArray(value) ? value.join(',') : value
    if (text === '' || (key === 'sort' && text === 'latest')) continue
    out[key] = text as string | number
  }
  return out
}

type Options = {
  /** The list's address (`urlFor('properties.index')`): visits to it are its searches. */
  path: string
  filters: Filters
  nextCursor: string | null
  /** The prop of the cards: a merge prop, appended to by "Show more", started afresh by a search. */
  list: string
  /** Props that come with each page of cards besides the next cursor (the visitor's saved ones). */
  perPage?: string[]
}

/**
 * What the Find Properties and Premium Ventures lists (000 §2) do alike:
 * - `search`: a new search; the address holds the whole state, so it can be
 *   shared, bookmarked and gone back to.
 * - `searching`: a search of this list is under way (skeletons and 'Loading…'
 *   stand in for the results). "Show more" is not one: it keeps the address,
 *   and the cards shown stay while the next page comes. Nor is a POST (Save).
 * - `loadMore`: the next page, appended below the cards shown, with the
 *   address and the scroll kept.
 * - the grid or list view and the phone's filters drawer, with their
 *   keyboard shortcuts.
 */
export function useResultList({ path, filters, nextCursor, list, perPage = [] }: Options) {
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

  const page = [list, 'nextCursor', ...perPage]
  const search = (changed: Filters, options: { replace?: boolean } = {}) =>
    router.get(path, listQuery(changed), {
      preserveState: true,
      preserveScroll: true,
      replace: options.replace ?? false,
      // A partial reload (Inertia 3's `reset` makes one): every prop the results need.
      only: ['filters', 'count', ...page],
      reset: [list],
    })

  const loadMore = () => {
    if (!nextCursor) return
    router.get(
      path,
      { ...listQuery(filters), cursor: nextCursor },
      {
        only: page,
        preserveState: true,
        preserveScroll: true,
        preserveUrl: true,
        onStart: () => setLoadingMore(true),
        onFinish: () => setLoadingMore(false),
      }
    )
  }

  return { search, searching, loadingMore, loadMore, view, setView, drawerOpen, setDrawerOpen }
}
