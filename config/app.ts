import env from '#start/env'
import proxyAddr from 'proxy-addr'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/core/http'

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /**
   * Which proxies may tell us the client IP (X-Forwarded-For), which the rate
   * limiter keys on. Only loopback by default; behind a load balancer set
   * TRUSTED_PROXIES (comma separated addresses or CIDRs).
   */
  trustProxy: proxyAddr.compile(
    (env.get('TRUSTED_PROXIES') ?? 'loopback').split(',').map((s) => s.trim())
  ),
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
