import { createElement, lazy, type ComponentProps, type ComponentType } from 'react'

export type Preloadable<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  preload: () => Promise<{ default: T }>
}

/** On the server: every lazy component's loader, so a render never suspends (preloadForServer). */
const serverLoaders = new Set<() => Promise<unknown>>()

/**
 * Loads the code of every lazy component, once, before the server renders a
 * page. renderToString cannot wait for a component that suspends: the first
 * page after a start that shows one (the bell, "Save this search") would go
 * out without it, and the browser would throw that part's HTML away ("Switched
 * to client rendering") and render it again. Loaded, they render at once, as
 * on every later page.
 */
export async function preloadForServer(): Promise<void> {
  // A lazily loaded module can declare lazy components of its own: load until none is new.
  let known: number
  do {
    known = serverLoaders.size
    await Promise.all([...serverLoaders].map((load) => load()))
  } while (serverLoaders.size > known)
}

/**
 * A component whose code is fetched the first time it renders (React.lazy),
 * or earlier through `preload()` (on hover or focus of what opens it, or when
 * the page is idle). Dialogs, menus and toasts use it so that no page pays for
 * Headless UI, floating-ui or sonner before someone opens one (the JavaScript
 * budget of every public page).
 *
 * Once the code is there, it renders the component itself: React.lazy would
 * suspend on its first render even then (it reads an already settled promise
 * a microtask late), show the Suspense fallback, and React holds a fallback on
 * screen for at least 300 ms before revealing what replaces it. Before that,
 * the lazy component suspends as usual; it never commits, so the switch never
 * remounts anything.
 */
export function lazyWithPreload<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>
): Preloadable<T> {
  let loading: Promise<{ default: T }> | undefined
  let loaded: T | undefined
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default
      return module
    }))
  if (import.meta.env.SSR) serverLoaders.add(preload)
  const Lazy = lazy(preload)
  function Preloaded(props: ComponentProps<T>) {
    return createElement(loaded ?? Lazy, props)
  }
  return Object.assign(Preloaded, { preload })
}
