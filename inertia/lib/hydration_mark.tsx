import { useEffect } from 'react'

/**
 * Lets browser tests (and anyone curious) know the page is interactive. An
 * effect runs only once hydration has committed; hydrateRoot itself returns
 * before React has attached a single listener, and a test that typed then
 * would lose its keystrokes on a slow machine. Rendered beside <App/> on the
 * server too (ssr.tsx), so both trees have the same shape and useId's ids match.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
