import type { RoutesList } from '@adonisjs/core/types/http'
import { ROUTES } from '~generated/routes'

/**
 * Links, forms and visits name the server's routes instead of writing URLs:
 * `urlFor('properties.show', { id })`, `urlFor('properties.index', undefined, { qs: { search } })`.
 * The table comes from the router (`.adonisjs/client/routes.ts`, start/client_routes.ts)
 * and names and params are checked against its generated types, so renaming a
 * route breaks the type check, not a link.
 *
 * Write the name as a string literal: the browser build puts each name's
 * pattern in its place and leaves the table out of the bundle
 * (vite/inline_route_patterns.ts), and fails on a name it cannot read.
 */
export type RouteName = keyof typeof ROUTES & keyof RoutesList['ALL']

type Params<Name extends RouteName> = RoutesList['ALL'][Name]['params']
type UrlOptions = { qs?: Record<string, string | number> }
type Args<Name extends RouteName> =
  undefined extends Params<Name>
    ? [params?: Params<Name>, options?: UrlOptions]
    : [params: Params<Name>, options?: UrlOptions]

export function urlFor<Name extends RouteName>(
  name: Name,
  ...[params, options]: Args<Name>
): string {
  return urlForPattern(ROUTES[name], params, options)
}

/**
 * `urlFor` with the route's pattern (`/properties/:id`) instead of its name: what
 * the browser build turns every `urlFor('name', …)` into. Pages call `urlFor`.
 */
export function urlForPattern(pattern: string, params?: object, options?: UrlOptions): string {
  const path = pattern.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(String((params as Record<string, unknown>)[key]))
  )
  const query = Object.entries(options?.qs ?? {})
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&')
  return query ? `${path}?${query}` : path
}
