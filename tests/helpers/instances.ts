import { connect } from 'node:net'
import app from '@adonisjs/core/services/app'
import { freePort, start, waitForServer } from '#tests/helpers/fresh_checkout'

export type Instance = Awaited<ReturnType<typeof startInstance>>

/**
 * An app server process of its own on this test run's database (the tests of
 * issue 29 start one or several, and stop or signal them), with `env` on top.
 */
export async function startInstance(env: Record<string, string> = {}) {
  const port = await freePort()
  const server = start('node', ['--import=@poppinss/ts-exec', 'bin/server.ts'], {
    cwd: app.makePath(),
    env: { ...process.env, ...env, PORT: port },
  })
  const url = `http://127.0.0.1:${port}`
  await waitForServer(`${url}/health`, 60_000, server.log)
  return { port, url, server }
}

/** Whether a NEW TCP connection to the port is accepted (fetch could reuse a kept-alive one). */
export function acceptsConnections(port: string) {
  return new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port) })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/**
 * Waits until the port refuses new connections (an instance that took its SIGTERM), polling
 * every 50 ms; false when it still accepts them after `ms`.
 */
export async function untilRefused(port: string, ms = 2500) {
  const deadline = Date.now() + ms
  while (await acceptsConnections(port)) {
    if (Date.now() > deadline) return false
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return true
}

/** A browser's cookies for one site, kept across instances (they share the host name behind a balancer). */
export class CookieJar {
  #cookies = new Map<string, string>()

  header() {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  get(name: string) {
    return this.#cookies.get(name)
  }

  async fetch(url: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers)
    headers.set('cookie', this.header())
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (xsrf) headers.set('x-xsrf-token', decodeURIComponent(xsrf))
    const response = await fetch(url, { ...init, headers, redirect: 'manual' })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair.indexOf('=')
      this.#cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
}
