import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while the page hydrates, true afterwards. For parts
 * that load their code after the first render: the server renders their
 * placeholder, and hydration must see the same, or a component whose code
 * happens to be there already would not match the server's HTML (React error
 * 419, the boundary re-rendered on the client).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false
  )
}
