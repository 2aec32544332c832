import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export type Preloadable<T extends ComponentType<any>> = LazyExoticComponent<T> & { preload: () => Promise<unknown> }

/**
 * A component whose code is fetched the first time it renders (React.lazy),
 * or earlier through `preload()` (on hover or focus of what opens it). Dialogs,
 * menus and toasts use it so that no page pays for Headless UI, floating-ui or
 * sonner before someone opens one (the JavaScript budget of every public page).
 */
export function lazyWithPreload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): Preloadable<T> {
  let loading: Promise<{ default: T }> | undefined
  const preload = () => (loading ??= load())
  return Object.assign(lazy(preload), { preload })
}
