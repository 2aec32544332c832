import type { Router } from '@adonisjs/core/http'

/** One method of one /api route, as the router has it. */
export type ApiRoute = { name: string; method: string; pattern: string; path: string }

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
        }))
    )
}

/** The names in a path's braces, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
}
