/*
|--------------------------------------------------------------------------
| HTTP kernel
|--------------------------------------------------------------------------
*/
import router from '@adonisjs/core/services/router'
import server from '@adonisjs/core/services/server'

server.errorHandler(() => import('#exceptions/handler'))

/**
 * Runs on every request, matched by a route or not (so 404 pages are
 * rendered in the visitor's language with the app shell). A hostile path
 * (../, %2f, backslashes, NUL) is refused first, before any file is looked up.
 *
 * Built assets leave at the static middleware, already compressed (the
 * precompressed twin) and with their cache headers (config/static.ts);
 * everything after it (pages, JSON, Vite's dev modules excepted) is compressed
 * per request and pages get their Cache-Control. Once the visitor's language
 * is known, a process past MAX_REQUESTS_IN_FLIGHT turns the request away with
 * a 503 (load_shed_middleware.ts) before any session, query or render.
 */
server.use([
  () => import('#middleware/read_routing_middleware'),
  () => import('#middleware/container_bindings_middleware'),
  () => import('#middleware/drain_middleware'),
  () => import('#middleware/security_headers_middleware'),
  () => import('#middleware/health_probe_middleware'),
  () => import('#middleware/hostile_path_middleware'),
  () => import('#middleware/precompressed_assets_middleware'),
  () => import('@adonisjs/static/static_middleware'),
  () => import('@adonisjs/cors/cors_middleware'),
  () => import('@adonisjs/vite/vite_middleware'),
  () => import('#middleware/compress_responses_middleware'),
  () => import('#middleware/page_cache_middleware'),
  () => import('#middleware/detect_market_middleware'),
  () => import('#middleware/load_shed_middleware'),
  () => import('#middleware/inertia_middleware'),
])

/**
 * Runs on requests that matched a route. The session comes before the body
 * parser so that a body over its route's cap (config/bodyparser.ts) can be
 * answered on a page with the usual toast; the parser applies the route's cap
 * and refuses multipart bodies outside upload routes (their `multipart`
 * middleware reads them after `auth`).
 */
router.use([
  () => import('@adonisjs/session/session_middleware'),
  () => import('#middleware/body_parser_middleware'),
  () => import('@adonisjs/shield/shield_middleware'),
  () => import('@adonisjs/auth/initialize_auth_middleware'),
  () => import('#middleware/initialize_bouncer_middleware'),
])

export const middleware = router.named({
  guest: () => import('#middleware/guest_middleware'),
  auth: () => import('#middleware/auth_middleware'),
  silentAuth: () => import('#middleware/silent_auth_middleware'),
  adminOnly: () => import('#middleware/admin_only_middleware'),
  ability: () => import('#middleware/token_ability_middleware'),
  multipart: () => import('#middleware/multipart_middleware'),
})
