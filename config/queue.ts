import env from '#start/env'

/**
 * The job queue (issue 29). `database` (the default): the web process runs
 * the jobs whose state is in the database (bulk imports, saved-search
 * alerts) and sends mail from memory, as before; nothing else is needed.
 * `redis`: enqueueing puts a job on BullMQ in the configured Redis and
 * `node ace queue:work` processes it (docs/operations.md#the-job-queue).
 */
const driver = env.get('QUEUE_DRIVER')
if (driver === 'redis' && !env.get('REDIS_HOST'))
  throw new Error('QUEUE_DRIVER=redis needs REDIS_HOST (and REDIS_PORT)')

const queueConfig = {
  driver,
  /** Jobs a worker runs at once, per queue. */
  concurrency: Math.max(1, env.get('QUEUE_CONCURRENCY')),
  /** BullMQ's key prefix (BullMQ cannot use ioredis' keyPrefix, so not config/redis.ts's `dh:`). */
  prefix: env.get('QUEUE_PREFIX'),
  /** BullMQ opens its own connections: a worker's blocking ones must retry without limit. */
  connection: {
    host: env.get('REDIS_HOST') ?? '127.0.0.1',
    port: env.get('REDIS_PORT'),
    password: env.get('REDIS_PASSWORD')?.release() || undefined,
    db: 0,
  },
  /** On SIGTERM the worker finishes the jobs it runs for at most this long (start/drain.ts's bound). */
  shutdownTimeoutMs: env.get('SHUTDOWN_TIMEOUT_MS'),
}

export default queueConfig
