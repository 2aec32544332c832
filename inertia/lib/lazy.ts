import { createElement, lazy, type ComponentProps, type ComponentType } from 'react'

export type Preloadable<T extends ComponentType<any>> = ComponentType<ComponentProps<T>> & {
  preload: () => Promise<{ default: T }>
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
  const Lazy = lazy(preload)
  function Preloaded(props: ComponentProps<T>) {
    return createElement(loaded ?? Lazy, props)
  }
  return Object.assign(Preloaded, { preload })
}
