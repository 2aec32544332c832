/*
|--------------------------------------------------------------------------
| Redis: fail fast while it is down
|--------------------------------------------------------------------------
|
| Once a connection has been ready, a command sent while it is down fails at
| once instead of waiting in ioredis's offline queue for a reconnect (up to a
| second each, and a request sends several: the session read and write, a
| rate limit, the cache): the session store then serves the visitor signed
| out (FailClosedStore), a rate-limited route answers 503, the cache computes
| the value, and the readiness probe names Redis. The client keeps
| reconnecting in the background (config/redis.ts), and commands flow again
| as soon as it is back. Before the first connection the queue stays on, so
| the first requests after a start wait for it instead of failing.
|
| This applies to the connections made before this file ran too (the cache's
| Redis store, built when its provider boots with CACHE_STORE=redis). The
| connection gets a copy of its options with the queue off, never a change of
| the object itself: the cache's bus builds its own publisher and subscriber
| from that object, and they must queue their SUBSCRIBE until they connect.
|
*/
import { redisConfigured } from '#config/redis'

if (redisConfigured) {
  const { default: redis } = await import('@adonisjs/redis/services/main')
  type Connection = Parameters<Parameters<typeof redis.on<'connection'>>[1]>[0]
  const failFast = (connection: Connection) => {
    const apply = () => {
      const client = connection.ioConnection
      if ('options' in client) client.options = { ...client.options, enableOfflineQueue: false }
    }
    if (connection.isReady()) apply()
    connection.on('ready', apply)
  }
  for (const connection of Object.values(redis.activeConnections))
    if (connection) failFast(connection)
  redis.on('connection', failFast)
}
