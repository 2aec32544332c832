import type { ReactElement } from 'react'
import type { PageModule } from '~/lib/page_module'
import ReactDOMServer from 'react-dom/server'
import { createInertiaApp } from '@inertiajs/react'
import { resolvePageComponent } from '@adonisjs/inertia/helpers'
import AppLayout from '~/layouts/app_layout'
import { HydrationMark } from '~/lib/hydration_mark'
import { preloadForServer } from '~/lib/lazy'

const appName = import.meta.env.VITE_APP_NAME || 'DreamHomes'

export default async function render(page: any) {
  await preloadForServer()
  return createInertiaApp({
    page,
    // The same titles as in the browser (inertia/app.tsx), so the served HTML already has the full one.
    title: (title) => (title ? `${title} · ${appName}` : appName),
    render: ReactDOMServer.renderToString,
    resolve: (name) =>
      resolvePageComponent(
        `./pages/${name}.tsx`,
        import.meta.glob<PageModule>('./pages/**/*.tsx', { eager: true }),
        (element: ReactElement) => <AppLayout>{element}</AppLayout>
      ).then((module) => module.default),
    // The same tree as the browser hydrates (app.tsx), or every useId differs.
    setup: ({ App, props }) => (
      <>
        <App {...props} />
        <HydrationMark />
      </>
    ),
  })
}
