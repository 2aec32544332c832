import { test } from '@japa/runner'
import {
  bareEnvironment,
  freePort,
  freshCheckout,
  run,
  start,
  waitForServer,
} from '#tests/helpers/fresh_checkout'

test.group('First run: the app boots with only the documented required variables', () => {
  test('no .env, only APP_KEY: `node ace migration:run` and `node ace serve` work and the home page is served', async ({
    assert,
  }) => {
    const clone = await freshCheckout()
    const PORT = await freePort()
    // APP_KEY is the one required variable; PORT only keeps this test off other servers' ports.
    const env = bareEnvironment({ APP_KEY: 'first-run-key-0123456789abcdefghij', PORT })
    let server: ReturnType<typeof start> | undefined
    try {
      await run('node', ['ace', 'migration:run', '--force'], { cwd: clone.root, env })
      server = start('node', ['ace', 'serve'], { cwd: clone.root, env })
      const home = await waitForServer(`http://127.0.0.1:${PORT}/`, 90_000, server.log)
      assert.equal(home.status, 200, server.log.text)
      assert.include(await home.text(), 'DreamHomes')
      assert.notInclude(server.log.text, 'Missing environment variable')
    } finally {
      await server?.stop()
      await clone.remove()
    }
  }).timeout(150_000)
})
