import type { HttpContext } from '@adonisjs/core/http'
import LocationTree from '#services/locations/location_tree'
import { cacheVersion } from '#services/db/cache_versions'
import { areaMessages, pageAreas } from '#services/i18n/client_messages'
import { isPlaceLocale } from '#services/locations/place_names'

/** The prop of one message area: `messages_auth` holds the keys `auth.…` (inertia/lib/i18n.tsx merges them). */
export const MESSAGES_PROP = 'messages_'

/**
 * The interface messages a page component uses (issue 28), one Inertia prop
 * per area (app/services/i18n/page_areas.ts), each remembered by the browser
 * under the area and language: a visit sends only the areas the previous page
 * did not have. Hindi and Telugu pages with location selects also get
 * `messages_places`, `<English name>` → the language's name of every place of
 * the tree that has one (issue 27); its key carries the tree's cache version,
 * so an admin's edit of a name reaches the browser like an edit of the tree.
 */
export async function pageMessageProps(
  { inertia, containerResolver }: HttpContext,
  locale: string,
  component: string
) {
  const props: Record<string, ReturnType<HttpContext['inertia']['once']>> = {}
  for (const area of pageAreas(component)) {
    if (area === 'places') {
      if (!isPlaceLocale(locale)) continue
      const version = await cacheVersion('locations')
      props[`${MESSAGES_PROP}places`] = inertia.once(
        async () => {
          const tree = await containerResolver.make(LocationTree)
          const names = await tree.placeNames()
          return names.messages(locale)
        },
        { key: `messages.${locale}.places.${version}` }
      )
      continue
    }
    props[`${MESSAGES_PROP}${area}`] = inertia.once(() => areaMessages(locale, area), {
      key: `messages.${locale}.${area}`,
    })
  }
  return props
}

/**
 * Adds each page's messages to what it renders: the Inertia instance of the
 * request learns the page component only in `page()` (shared props are
 * resolved without it), so the middleware wraps that method once per request.
 */
export function sendPageMessages(ctx: HttpContext) {
  const inertia = ctx.inertia
  const page = inertia.page.bind(inertia)
  inertia.page = (async (component: string, props: Record<string, unknown>) => {
    const locale = (ctx as Partial<HttpContext>).i18n?.locale ?? 'en'
    return page(
      component as never,
      {
        ...(await pageMessageProps(ctx, locale, component)),
        ...props,
      } as never
    )
  }) as typeof inertia.page
}
