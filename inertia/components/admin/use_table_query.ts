import { router } from '@inertiajs/react'
import { useCallback } from 'react'
import { urlFor } from '~/lib/routes'

/** The admin page's query string (?tab=&page=&sort=&dir=&q=&show=…) and a visit that changes part of it. */
export function useTableQuery() {
  const current = () => Object.fromEntries(new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search))
  const visit = useCallback((changes: Record<string, string | number | undefined>, options: { resetPage?: boolean } = {}) => {
    const next: Record<string, string> = { ...current() }
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '') delete next[key]
      else next[key] = String(value)
    }
    if (options.resetPage) delete next.page
    router.get(urlFor('admin'), next, { preserveState: true, preserveScroll: true, replace: true })
  }, [])
  return { visit, current }
}

/** Runs an admin write; the server answers with a toast (flash) and the page's fresh props. */
export function adminWrite(method: 'put' | 'post' | 'delete', url: string, data: Record<string, unknown> = {}, onDone?: () => void) {
  const options = { preserveScroll: true, preserveState: true, onFinish: onDone }
  if (method === 'delete') router.delete(url, options)
  else router[method](url, data as any, options)
}
