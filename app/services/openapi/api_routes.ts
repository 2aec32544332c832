import type { Router } from '@adonisjs/core/http'

/**
 * One method of one /api route, as the router has it. `signedIn`: behind the
 * `auth` middleware; `abilities`: the token abilities its `ability`
 * middleware declares (start/routes/api_access.ts), `any` for every token.
 */
export type ApiRoute = {
  name: string
  method: string
  pattern: string
  path: string
  signedIn?: boolean
  abilities?: string[]
}

type NamedMiddleware = { name?: string; args?: { needs?: string } }

/** What a route's named middleware say about who may call it. */
function access(middleware: { all(): Iterable<unknown> }) {
  const named = [...middleware.all()] as NamedMiddleware[]
  return {
    signedIn: named.some((one) => one.name === 'auth'),
    abilities: named.filter((one) => one.name === 'ability').map((one) => String(one.args?.needs)),
  }
}

/**
 * The /api routes of the route table, one per method (HEAD, which the router
 * adds to every GET, left out); `:id` becomes OpenAPI's `{id}`.
 */
export function apiRoutes(router: Router): ApiRoute[] {
  const routes = Object.values(router.toJSON()).flat()
  return routes
    .filter((route) => route.pattern === '/api' || route.pattern.startsWith('/api/'))
    .flatMap((route) =>
      route.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          name: route.name ?? `${method} ${route.pattern}`,
          method: method.toLowerCase(),
          pattern: route.pattern,
          path: route.pattern.replace(/:(\w+)\??/g, '{$1}'),
          ...access(route.middleware),
        }))
    )
}

/** The names in a path's braces, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
}
