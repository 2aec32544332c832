import { BaseCheck, Result } from '@adonisjs/core/health'
import redis from '@adonisjs/redis/services/main'

/**
 * Redis answers a PING. (The package's RedisCheck waits a second at a time for
 * a connection still being made, so an instance's first probe would fail.)
 */
export class RedisPingCheck extends BaseCheck {
  name = 'redis'

  async run() {
    await redis.connection().ping()
    return Result.ok('Redis answered')
  }
}
