import { router } from '@inertiajs/react'
import { useCallback } from 'react'
import { urlFor } from '~/lib/routes'
import { toast } from '~/components/ui/toast'

/** The admin page's query string (?tab=&page=&sort=&dir=&q=&show=…) and a visit that changes part of it. */
export function useTableQuery() {
  const current = () =>
    Object.fromEntries(
      new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search)
    )
  const visit = useCallback(
    (
      changes: Record<string, string | number | undefined>,
      options: { resetPage?: boolean } = {}
    ) => {
      const next: Record<string, string> = { ...current() }
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') delete next[key]
        else next[key] = String(value)
      }
      if (options.resetPage) delete next.page
      router.get(urlFor('admin'), next, {
        preserveState: true,
        preserveScroll: true,
        replace: true,
      })
    },
    []
  )
  return { visit, current }
}

/**
 * Runs an admin write; the server answers with a toast (flash) and the page's fresh props. A refused write the
 * server explains (a 4xx with its reason) comes back the same way; a validation error, an HTTP error or a lost
 * connection shows `failure`, the 001 §8 text of that action ('Failed to delete user', …).
 */
export function adminWrite(
  method: 'put' | 'post' | 'delete',
  url: string,
  data: Record<string, unknown>,
  options: { failure: string; onDone?: () => void }
) {
  const failed = () => {
    toast.error(options.failure)
    return false
  }
  const visit = {
    preserveScroll: true,
    preserveState: true,
    onFinish: options.onDone,
    onError: () => void failed(),
    onHttpException: failed,
    onNetworkError: failed,
  }
  if (method === 'delete') router.delete(url, visit)
  else router[method](url, data as any, visit)
}
