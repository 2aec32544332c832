import env from '#start/env'
import { defineConfig } from '@adonisjs/redis'
import type { InferConnections } from '@adonisjs/redis/types'

/**
 * Redis, for several app instances sharing one state (issue 29): sessions
 * (SESSION_DRIVER=redis), rate limits (LIMITER_STORE=redis) and the readiness
 * check (GET /health/ready). Unset REDIS_HOST and nothing connects: the
 * embedded defaults keep everything in the database.
 *
 * A stopped Redis must not hang requests: a command waits for one reconnect
 * attempt at most (maxRetriesPerRequest) and a connection attempt for a
 * second, while the client keeps reconnecting in the background (never
 * giving up, at most a second apart), so service resumes without a restart.
 */
export const redisConfigured = Boolean(env.get('REDIS_HOST'))

const storesOnRedis = [
  env.get('SESSION_DRIVER') === 'redis' && 'SESSION_DRIVER',
  env.get('LIMITER_STORE') === 'redis' && 'LIMITER_STORE',
  env.get('LOCK_STORE') === 'redis' && 'LOCK_STORE',
  env.get('CACHE_STORE') === 'redis' && 'CACHE_STORE',
].filter(Boolean)
if (storesOnRedis.length > 0 && !redisConfigured) {
  throw new Error(`${storesOnRedis.join(' and ')} = redis needs REDIS_HOST (and REDIS_PORT)`)
}

const redisConfig = defineConfig({
  connection: 'main',
  connections: {
    main: {
      host: env.get('REDIS_HOST') ?? '127.0.0.1',
      port: env.get('REDIS_PORT'),
      password: env.get('REDIS_PASSWORD')?.release() || undefined,
      db: env.get('REDIS_DB'),
      keyPrefix: 'dh:',
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      retryStrategy: (times: number) => Math.min(times * 100, 1000),
    },
  },
})

export default redisConfig

declare module '@adonisjs/redis/types' {
  export interface RedisConnections extends InferConnections<typeof redisConfig> {}
}
