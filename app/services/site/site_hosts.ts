import app from '@adonisjs/core/services/app'
import env from '#start/env'

/** Where this site lives: APP_URL, else http://HOST:PORT, with localhost for a server on all interfaces (development and tests). */
export function appOrigin(): string {
  const appUrl = env.get('APP_URL')
  if (appUrl) return new URL(appUrl).origin
  const host = env.get('HOST')
  return `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${env.get('PORT')}`
}

/**
 * Our own hosts: APP_URL's and the country domains (001 §7 clients may return
 * to either). Configuration only: the request's Host header is never trusted,
 * or `Host: attacker.example` would widen the list.
 */
export function ownHosts(): string[] {
  const hosts = Object.keys(
    app.config.get<{ countryDomains: Record<string, string> }>('market').countryDomains
  )
  hosts.push(new URL(appOrigin()).host)
  return hosts.map((host) => host.toLowerCase())
}
