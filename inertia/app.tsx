import './css/app.css'
import { memo, startTransition, type ReactNode } from 'react'
import { HydrationMark } from '~/lib/hydration_mark'
import type { PageModule } from '~/lib/page_module'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import AppLayout from '~/layouts/app_layout'

const appName = import.meta.env.VITE_APP_NAME || 'DreamHomes'
const pages = import.meta.glob<PageModule>('./pages/**/*.tsx')

createInertiaApp({
  title: (title) => (title ? `${title} · ${appName}` : appName),
  // What @adonisjs/inertia's resolvePageComponent does (the app layout around a page that names
  // none), without its error texts: this entry is in every public page's JS budget.
  resolve: async (name) => {
    const { default: page } = await pages[`./pages/${name}.tsx`]()
    page.layout ??= (content: ReactNode) => <AppLayout>{content}</AppLayout>
    return memoPage(page)
  },
  setup({ el, App, props }) {
    // A transition: React hydrates in slices of a few milliseconds and lets the
    // browser handle input between them, instead of one long task (what a cheap
    // phone feels as a frozen page, and Lighthouse as Total Blocking Time).
    const hydrate = () =>
      startTransition(() => {
        hydrateRoot(
          el,
          <>
            <App {...props} />
            <HydrationMark />
          </>
        )
      })
    // The server's HTML is the page: let the browser paint it before React's
    // work starts (first and largest paint do not wait for hydration). A page
    // opened in a background tab gets no frames, so it hydrates at once.
    if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate, 0))
    else hydrate()
  },
  progress: { color: '#1a7a69', delay: 150 },
})

type Page = PageModule['default']
const memoPages = new WeakMap<Page, Page>()

/**
 * The page component, re-rendered only when its props change. Right after
 * hydration Inertia renders its whole tree a second time, synchronously (its
 * layout-props store differs from the empty snapshot the server rendered
 * with, though neither holds anything): with this, that second render stops at
 * the shell, instead of redoing every card of the page in one long task.
 * One wrapper per page, so a visit to the same page never remounts it; the
 * layout that resolvePageComponent set stays on it.
 */
function memoPage(page: Page): Page {
  let memoized = memoPages.get(page)
  if (!memoized) {
    memoized = Object.assign(memo(page), { layout: page.layout })
    memoPages.set(page, memoized)
  }
  return memoized
}
