/*
|--------------------------------------------------------------------------
| Redis: fail fast while it is down
|--------------------------------------------------------------------------
|
| Once a connection has been ready, a command sent while it is down fails at
| once instead of waiting in ioredis's offline queue for a reconnect (up to a
| second each, and a request sends several: the session read and write, a
| rate limit): the session store then serves the visitor signed out
| (FailClosedStore), a rate-limited route answers 503, and the readiness
| probe names Redis. The client keeps reconnecting in the background
| (config/redis.ts), and commands flow again as soon as it is back. Before
| the first connection the queue stays on, so the first requests after a
| start wait for it instead of failing.
|
*/
import { redisConfigured } from '#config/redis'

if (redisConfigured) {
  const { default: redis } = await import('@adonisjs/redis/services/main')
  redis.on('connection', (connection) => {
    connection.on('ready', () => {
      if ('options' in connection.ioConnection)
        connection.ioConnection.options.enableOfflineQueue = false
    })
  })
}
