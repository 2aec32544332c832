import { setTimeout as sleep } from 'node:timers/promises'
import { Redis, type RedisOptions } from 'ioredis'
import { configProvider } from '@adonisjs/core'
import logger from '@adonisjs/core/services/logger'

type Transport = { subscribe(channel: string, handler: (message: unknown) => void): Promise<void> }

/** How long a refused SUBSCRIBE waits before the next try (Redis reconnects at most a second apart). */
const RETRY_MS = 1000

/**
 * What the bus's publisher and subscriber are made from: the transport
 * duplicates this (never connected) client, and each duplicate gets an
 * error listener, so a Redis outage is a reconnect, not an "Unhandled
 * error event" on stderr.
 */
class BusConnections extends Redis {
  override duplicate(override?: Partial<RedisOptions>) {
    const connection = new Redis({ ...this.options, ...override, lazyConnect: false })
    connection.on('error', (error) => logger.debug({ err: error }, 'cache bus: Redis error'))
    return connection
  }
}

/**
 * The cache's Redis bus (what drivers.redisBus of @adonisjs/cache builds, on
 * the same connection's options), made to live through a Redis outage. The
 * bus is built on a store's first use and subscribes without awaiting: when
 * Redis was down then, the refused SUBSCRIBE was an unhandled rejection that
 * stopped the process (issue 29, tests/functional/health/redis_outage.spec.ts
 * with CACHE_STORE=redis). Here the subscription is retried until it holds;
 * until then this instance hears no other's changes and keeps its memory
 * layer's entries for their time to live (docs/operations.md).
 */
export function retryingRedisBus({ connectionName }: { connectionName: 'main' }) {
  return configProvider.create(async (app) => {
    const redis = await app.container.make('redis')
    const { redisBusDriver } = await import('bentocache/drivers/redis')
    const options = redis.connection(connectionName).ioConnection.options as RedisOptions
    const driver = redisBusDriver({
      connection: new BusConnections({ ...options, lazyConnect: true }),
    })
    return {
      ...driver,
      factory: (config: unknown) => {
        const transport = driver.factory(config) as unknown as Transport
        const subscribe = transport.subscribe.bind(transport)
        transport.subscribe = async (channel, handler) => {
          for (;;) {
            try {
              return await subscribe(channel, handler)
            } catch (error) {
              logger.warn({ err: error, channel }, 'cache bus: subscribe failed, retrying')
              await sleep(RETRY_MS, undefined, { ref: false })
            }
          }
        }
        return transport as unknown as ReturnType<typeof driver.factory>
      },
    }
  })
}
