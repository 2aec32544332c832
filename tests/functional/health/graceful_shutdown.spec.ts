import { test } from '@japa/runner'
import { request as httpRequest } from 'node:http'
import { startInstance, untilRefused } from '#tests/helpers/instances'

/**
 * A sign-in whose body is sent in two halves: between them the request is in
 * flight on the server (headers read, body awaited) while the test stops it.
 */
function halfSentSignIn(port: string) {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-a-password' })
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    path: '/api/auth/login',
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
  })
  const answer = new Promise<{ status: number; connection?: string; body: string }>(
    (resolve, reject) => {
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode!, connection: res.headers.connection, body: text })
        )
      })
      req.on('error', reject)
    }
  )
  req.write(body.slice(0, 10))
  return { answer, finish: () => req.end(body.slice(10)) }
}

const exitOf = (pid: number) =>
  new Promise<number>((resolve) => {
    const poll = setInterval(() => {
      try {
        process.kill(pid, 0)
      } catch {
        clearInterval(poll)
        resolve(Date.now())
      }
    }, 50)
  })

test.group('Graceful shutdown on SIGTERM (issue 29)', () => {
  test('answers the request in flight, refuses new connections, then exits', async ({ assert }) => {
    const { port, server } = await startInstance({ SHUTDOWN_TIMEOUT_MS: '8000' })
    try {
      const inFlight = halfSentSignIn(port)
      await new Promise((resolve) => setTimeout(resolve, 300))
      const stoppedAt = Date.now()
      server.signal('SIGTERM')

      assert.isTrue(await untilRefused(port), 'a new connection is refused')
      inFlight.finish()
      const answer = await inFlight.answer
      assert.isBelow(answer.status, 500, answer.body)
      assert.equal(answer.connection, 'close')
      assert.property(JSON.parse(answer.body), 'detail')

      const exitedAt = await exitOf(server.pid)
      assert.isBelow(exitedAt - stoppedAt, 8000, server.log.text)
      assert.notMatch(server.log.text, /aborted|pool is closed|Unhandled/i)
    } finally {
      await server.stop()
    }
  }).timeout(90_000)
})
