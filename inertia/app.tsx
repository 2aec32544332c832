import './css/app.css'
import { useEffect, type ReactElement } from 'react'
import type { PageModule } from '~/lib/page_module'
import { hydrateRoot } from 'react-dom/client'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import AppLayout from '~/layouts/app_layout'

const appName = import.meta.env.VITE_APP_NAME || 'DreamHomes'

createInertiaApp({
  title: (title) => (title ? `${title} · ${appName}` : appName),
  resolve: (name) =>
    resolvePageComponent(
      `./pages/${name}.tsx`,
      import.meta.glob<PageModule>('./pages/**/*.tsx'),
      (page: ReactElement) => <AppLayout>{page}</AppLayout>
    ).then((module) => module.default),
  setup({ el, App, props }) {
    hydrateRoot(
      el,
      <>
        <App {...props} />
        <HydrationMark />
      </>
    )
  },
  progress: { color: '#1a7a69', delay: 150 },
})

/**
 * Lets browser tests (and anyone curious) know the page is interactive. An
 * effect runs only once hydration has committed; hydrateRoot itself returns
 * before React has attached a single listener, and a test that typed then
 * would lose its keystrokes on a slow machine.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}
