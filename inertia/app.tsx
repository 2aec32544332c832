import './css/app.css'
import type { ReactElement } from 'react'
import { HydrationMark } from '~/lib/hydration_mark'
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
