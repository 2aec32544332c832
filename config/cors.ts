import { defineConfig } from '@adonisjs/cors'

/**
 * Cross-origin calls are for /api only, which authenticates with Bearer
 * tokens: any origin may call it, and cookies are never accepted
 * cross-origin (no credentials), so another site cannot read a signed-in
 * visitor's pages through their session cookie.
 */
const corsConfig = defineConfig({
  enabled: true,
  origin: (_origin, ctx) => ctx.request.url().startsWith('/api/'),
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  headers: true,
  exposeHeaders: ['retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining'],
  credentials: false,
  maxAge: 90,
})

export default corsConfig
