import { test } from '@japa/runner'
import { Agent, get } from 'node:http'
import { startInstance, untilRefused } from '#tests/helpers/instances'

type Answer = { status: number; connection?: string; localPort?: number }

/** GET `path` through `agent` (one socket, kept alive between requests, as a proxy's upstream pool). */
function getThrough(agent: Agent, port: string, path: string) {
  return new Promise<Answer>((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path, agent }, (response) => {
      const localPort = request.socket?.localPort
      response.resume()
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          connection: response.headers.connection,
          localPort,
        })
      )
    })
    request.on('error', reject)
  })
}

test.group('Draining keeps idle keep-alive connections for a moment (issue 29)', () => {
  test('a request written on a kept-alive connection just after SIGTERM is answered, with Connection: close', async ({
    assert,
  }) => {
    const { port, server } = await startInstance({ SHUTDOWN_TIMEOUT_MS: '8000' })
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const first = await getThrough(agent, port, '/health')
      assert.equal(first.status, 200)
      assert.notEqual(first.connection, 'close')

      server.signal('SIGTERM')
      assert.isTrue(await untilRefused(port), 'a new connection is refused')
      // Closed at SIGTERM, the idle socket would be gone and this request refused (nginx: reset, 502 on a POST).
      const second = await getThrough(agent, port, '/health')
      assert.equal(second.status, 200)
      assert.equal(second.connection, 'close')
      assert.equal(second.localPort, first.localPort, 'the same connection')
    } finally {
      agent.destroy()
      await server.stop()
    }
  }).timeout(90_000)
})
