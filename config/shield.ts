import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/shield'
import type { CspOptions, HstsOptions, XFrameOptions } from '@adonisjs/shield/types'
import type { IncomingMessage } from 'node:http'
import { imageUrlHosts } from '#config/drive'

/**
 * Shield's route middleware does CSRF only. The response headers (CSP,
 * X-Frame-Options, HSTS, nosniff, Referrer-Policy) are set by
 * #middleware/security_headers_middleware at the server level, with Shield's
 * own guards and the settings below, so that every response carries them:
 * 404 pages and static files too, which never reach route middleware.
 */
const shieldConfig = defineConfig({
  csrf: {
    enabled: true,
    /** /api is authenticated by Bearer tokens, not cookies; browsers post CSP reports without a token. */
    exceptRoutes: (ctx) =>
      ctx.request.url().startsWith('/api/') || ctx.request.url() === '/csp-report',
    enableXsrfCookie: true,
    methods: ['POST', 'PUT', 'PATCH', 'DELETE'],
  },
})

export default shieldConfig

/** Where browsers send CSP violation reports (POST, rate limited, logged at warn). */
export const CSP_REPORT_PATH = '/csp-report'

export type SecurityHeadersConfig = {
  csp: CspOptions
  xFrame: XFrameOptions
  hsts: HstsOptions
  contentTypeSniffing: { enabled: boolean }
  referrerPolicy: string
}

export type SecurityHeadersOptions = {
  /** HSTS and upgrade-insecure-requests only in production: development and tests run on plain http. */
  production: boolean
  /** Public address of the S3 bucket / CDN that serves uploaded photos (S3_PUBLIC_URL). */
  s3PublicUrl?: string
  /**
   * The other hosts listing photos may come from: the same list the listing
   * validator allows (IMAGE_URL_HOSTS, config/drive.ts), always over https.
   */
  imageHosts?: readonly string[]
  /** Port of Vite's HMR websocket in development; undefined when there is none. */
  hmrPort?: number
}

/** The scheme + host (+ port) of an address, as CSP wants it; null for anything else. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null
  } catch {
    return null
  }
}

/** Vite's HMR client connects to the page's own host name on the HMR port. */
function hmrSocket(port: number) {
  return (req: IncomingMessage) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '')
    return `ws://${/^[a-z0-9.-]+$/i.test(host) ? host : 'localhost'}:${port}`
  }
}

/**
 * What the pages really load:
 * - scripts: our own bundles (built assets, or the Vite dev server served by
 *   this app), inline scripts only with the request's nonce (Vite's React
 *   preamble in development), and Razorpay Checkout (checkout.razorpay.com),
 *   which opens its frames from api.razorpay.com / checkout.razorpay.com;
 * - styles: 'unsafe-inline' on purpose. Server-rendered React writes `style=`
 *   attributes (drawer width, safe-area padding, the toaster's colour
 *   variables) and sonner / Vite's dev client insert <style> elements without a
 *   nonce; a nonce in style-src would switch 'unsafe-inline' off and break
 *   them, and hashes cannot cover values computed at run time. Styles cannot
 *   run code, and every other source list here stays tight;
 * - images: our own /media, data:/blob: previews, the S3 public address and
 *   IMAGE_URL_HOSTS (the hosts the listing validator allows); fonts are bundled;
 * - connections: our own origin (Inertia visits, /locations/reverse),
 *   Razorpay Checkout's API, and Vite's HMR socket in development;
 * - forms: our own, and the redirect of a form post to Stripe Checkout.
 */
export function buildSecurityHeaders(options: SecurityHeadersOptions): SecurityHeadersConfig {
  const imageOrigins = [
    options.s3PublicUrl ?? '',
    ...(options.imageHosts ?? []).map((host) => `https://${host}`),
  ]
    .map((value) => value.trim())
    .filter(Boolean)
    .map(originOf)
    .filter((origin): origin is string => !!origin)

  const directives: NonNullable<CspOptions['directives']> = {
    defaultSrc: [`'self'`],
    baseUri: [`'self'`],
    objectSrc: [`'none'`],
    frameAncestors: [`'none'`],
    scriptSrc: [`'self'`, '@nonce', 'https://checkout.razorpay.com'],
    scriptSrcAttr: [`'none'`],
    styleSrc: [`'self'`, `'unsafe-inline'`],
    imgSrc: [`'self'`, 'data:', 'blob:', ...new Set(imageOrigins)],
    fontSrc: [`'self'`, 'data:'],
    connectSrc: [
      `'self'`,
      'https://api.razorpay.com',
      'https://lumberjack.razorpay.com',
      ...(options.hmrPort ? [hmrSocket(options.hmrPort)] : []),
    ],
    frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
    formAction: [`'self'`, 'https://checkout.stripe.com'],
    reportUri: [CSP_REPORT_PATH],
  }
  if (options.production) directives.upgradeInsecureRequests = []

  return {
    csp: { enabled: true, directives, reportOnly: false },
    xFrame: { enabled: true, action: 'DENY' },
    hsts: { enabled: options.production, maxAge: '180 days', includeSubDomains: true },
    contentTypeSniffing: { enabled: true },
    referrerPolicy: 'strict-origin-when-cross-origin',
  }
}

/** Vite's dev server (and its HMR socket on VITE_HMR_PORT) runs inside this app outside production. */
const hmrPort = app.inProduction ? undefined : env.get('VITE_HMR_PORT')

export const securityHeaders = buildSecurityHeaders({
  production: app.inProduction,
  s3PublicUrl: env.get('S3_PUBLIC_URL'),
  imageHosts: imageUrlHosts,
  hmrPort,
})
