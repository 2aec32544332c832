import env from '#start/env'
import { defineConfig, store, drivers } from '@adonisjs/cache'
import type { InferStores } from '@adonisjs/cache/types'
import { redisConfigured } from '#config/redis'
import { retryingRedisBus } from '#services/cache/redis_bus'

/**
 * The shared cache (issue 29, bentocache through @adonisjs/cache): currency
 * rates, the location tree, the bulk-upload template and the counts every
 * visitor would otherwise trigger (home's figures, a search's match count;
 * app/services/cache/). What is kept and for how long: docs/operations.md.
 *
 * CACHE_STORE=memory (the default): each process keeps its own copy.
 * CACHE_STORE=redis (needs REDIS_HOST): a memory layer in front of Redis, and
 * a Redis bus over which instances tell each other what changed, so an entry
 * deleted or rewritten on one is dropped from the memory layer of all.
 */
const memory = () =>
  drivers.memory({ maxItems: 20_000, maxSize: '64mb', maxEntrySize: '8mb', serialize: true })

const cacheConfig = defineConfig({
  default: env.get('CACHE_STORE'),
  prefix: 'dh',
  // A Redis that does not answer never fails a page: the value is computed instead.
  suppressL2Errors: true,
  timeout: 0,
  stores: {
    memory: store().useL1Layer(memory()),
    // Redis only when chosen: building the store opens the 'main' connection while the providers boot,
    // before start/redis.ts can make it fail fast while Redis is down (sessions and limits use it too).
    // Without REDIS_HOST nothing may connect to Redis (config/redis.ts refuses CACHE_STORE=redis then).
    redis:
      redisConfigured && env.get('CACHE_STORE') === 'redis'
        ? store()
            .useL1Layer(memory())
            .useL2Layer(drivers.redis({ connectionName: 'main', prefix: 'cache' }))
            .useBus(retryingRedisBus({ connectionName: 'main' }))
        : store().useL1Layer(memory()),
  },
})

export default cacheConfig

declare module '@adonisjs/cache/types' {
  interface CacheStores extends InferStores<typeof cacheConfig> {}
}
