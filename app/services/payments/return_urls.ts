import { ownHosts } from '#services/site/site_hosts'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { NotPurchasableError } from '#services/payments/payment_errors'

/**
 * The success_url / cancel_url a client sends, made absolute and checked:
 * a path on this site, or an http(s) URL on one of our own hosts. Anything
 * else would turn checkout into an open redirect.
 * `origin` must itself be trusted (see trustedOrigin in #http/origin).
 */
export function resolveReturnUrl(
  value: string | undefined | null,
  origin: string,
  fallbackPath = urlFor('credits')
): string {
  const input = value?.trim() || fallbackPath
  let url: URL
  try {
    url = new URL(input, origin)
  } catch {
    throw new NotPurchasableError('credits.errors.bad_return_url')
  }
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    !ownHosts().includes(url.host.toLowerCase()) ||
    input.startsWith('//')
  ) {
    throw new NotPurchasableError('credits.errors.bad_return_url')
  }
  return url.toString()
}
