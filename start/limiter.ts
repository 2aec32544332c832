/*
|--------------------------------------------------------------------------
| Rate limits
|--------------------------------------------------------------------------
|
| Sign-in and registration are limited per client IP and per e-mail address,
| so neither one machine nor a botnet aimed at one account can guess
| passwords quickly. Over the limit the answer is 429.
|
*/
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'

export const AUTH_LIMITS = {
  perIp: { requests: 20, window: '1 minute' },
  perEmail: { requests: 5, window: '1 minute' },
} as const

function emailOf(ctx: HttpContext): string {
  const email = ctx.request.input('email')
  return typeof email === 'string' ? email.trim().toLowerCase() : ''
}

export const authThrottleByIp = limiter.define('auth_ip', (ctx) =>
  limiter
    .allowRequests(AUTH_LIMITS.perIp.requests)
    .every(AUTH_LIMITS.perIp.window)
    .usingKey(`ip_${ctx.request.ip()}`)
)

export const authThrottleByEmail = limiter.define('auth_email', (ctx) => {
  const email = emailOf(ctx)
  if (!email) return limiter.noLimit()
  return limiter
    .allowRequests(AUTH_LIMITS.perEmail.requests)
    .every(AUTH_LIMITS.perEmail.window)
    .usingKey(`email_${email}`)
})
