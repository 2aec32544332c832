import app from '@adonisjs/core/services/app'
import env from '#start/env'
import { NotPurchasableError } from '#services/payments/payment_errors'

/** Our own hosts: APP_URL's and the country domains (001 §7 clients may return to either). */
export function ownHosts(): string[] {
  const hosts = Object.keys(app.config.get<{ countryDomains: Record<string, string> }>('market').countryDomains)
  const appUrl = env.get('APP_URL')
  if (appUrl) hosts.push(new URL(appUrl).host)
  return hosts
}

/**
 * The success_url / cancel_url a client sends, made absolute and checked:
 * a path on this site, or an http(s) URL on one of our own hosts. Anything
 * else would turn checkout into an open redirect.
 */
export function resolveReturnUrl(value: string | undefined | null, origin: string, allowedHosts: string[], fallbackPath = '/credits'): string {
  const input = value?.trim() || fallbackPath
  let url: URL
  try {
    url = new URL(input, origin)
  } catch {
    throw new NotPurchasableError('credits.errors.bad_return_url')
  }
  const hosts = new Set([new URL(origin).host, ...allowedHosts].map((host) => host.toLowerCase()))
  if (!['http:', 'https:'].includes(url.protocol) || !hosts.has(url.host.toLowerCase()) || input.startsWith('//')) {
    throw new NotPurchasableError('credits.errors.bad_return_url')
  }
  return url.toString()
}
