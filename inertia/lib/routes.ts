import type { RoutesList } from '@adonisjs/core/types/http'
import type { RouteBuilderArguments } from '@adonisjs/http-server/client/url_builder'
import { ROUTES } from '~generated/routes'

/**
 * Links, forms and visits name the server's routes instead of writing URLs:
 * `urlFor('properties.show', { id })`. The table comes from the router
 * (`.adonisjs/client/routes.ts`, start/client_routes.ts) and the names and
 * params are checked against its generated types, so renaming a route breaks
 * the type check, not a link.
 */
export type RouteName = keyof typeof ROUTES & keyof RoutesList['ALL']

type UrlOptions = { qs?: Record<string, string | number> }

export function urlFor<Name extends RouteName>(...[name, params, options]: RouteBuilderArguments<Name, RoutesList['ALL'][Name], UrlOptions>): string {
  let position = 0
  const path = ROUTES[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String(Array.isArray(params) ? params[position++] : (params as Record<string, unknown>)[key]))
  )
  const query = Object.entries(options?.qs ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  return query ? `${path}?${query}` : path
}
