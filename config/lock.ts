import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/lock'
import type { InferLockStores } from '@adonisjs/lock/types'
import { redisConfigured } from '#config/redis'

/**
 * Locks (issue 29) for the critical sections that would otherwise rely on
 * one process: the cron commands every machine runs, the job runners'
 * recovery sweeps, the currency refresh (app/services/locks/named_locks.ts;
 * docs/operations.md lists them and why each is or is not locked).
 *
 * `database` (the default): the `locks` table (migration 0135), shared by
 * every instance on SQLite and MySQL alike. `redis`: kept in Redis (needs
 * REDIS_HOST; config/redis.ts refuses it without). `memory`: one process only (a local run).
 */
const lockConfig = defineConfig({
  default: env.get('LOCK_STORE'),
  stores: {
    database: stores.database({ tableName: 'locks' }),
    // Without REDIS_HOST nothing may connect to Redis (config/redis.ts refuses LOCK_STORE=redis then).
    redis: redisConfigured ? stores.redis({ connectionName: 'main' }) : stores.memory(),
    memory: stores.memory(),
  },
})

export default lockConfig

declare module '@adonisjs/lock/types' {
  export interface LockStoresList extends InferLockStores<typeof lockConfig> {}
}
