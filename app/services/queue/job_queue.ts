import { Queue, type JobsOptions } from 'bullmq'
import queueConfig from '#config/queue'

/** The queues `node ace queue:work` serves (app/services/queue/processors.ts). */
export const QUEUE_NAMES = ['bulk-imports', 'alerts', 'mail'] as const
export type QueueName = (typeof QUEUE_NAMES)[number]

/** Attempts of every job; between them BullMQ waits 1 s, 2 s, 4 s, 8 s (exponential backoff). */
export const JOB_ATTEMPTS = 5
export const JOB_BACKOFF_MS = 1000

/** Every job's options unless its dispatch says otherwise; finished jobs are kept for a while to look at. */
export const JOB_OPTIONS: JobsOptions = {
  attempts: JOB_ATTEMPTS,
  backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
}

/** Where the queues live: a key prefix and a Redis. */
export type QueueLocation = {
  prefix: string
  connection: { host: string; port: number; password?: string; db?: number }
}

/** From config/queue.ts (QUEUE_PREFIX, REDIS_*), read when a queue is first used. */
export function configuredLocation(): QueueLocation {
  return { prefix: queueConfig.prefix, connection: queueConfig.connection }
}

/** A dispatch that Redis did not take within this fails (the caller falls back), so no request hangs on it. */
const DISPATCH_TIMEOUT_MS = 3000

/**
 * The producer side of the Redis queue (QUEUE_DRIVER=redis): web processes
 * and commands put jobs on BullMQ; `node ace queue:work` takes them. The
 * queues are opened on first use, so with QUEUE_DRIVER=database nothing
 * connects.
 */
export class JobQueue {
  #queues = new Map<string, Queue>()

  constructor(private location: () => QueueLocation = configuredLocation) {}

  queue(name: QueueName): Queue {
    let queue = this.#queues.get(name)
    if (!queue) {
      const { prefix, connection } = this.location()
      queue = new Queue(name, {
        prefix,
        connection: {
          ...connection,
          connectTimeout: 1000,
          retryStrategy: (times: number) => Math.min(times * 100, 1000),
        },
        defaultJobOptions: JOB_OPTIONS,
      })
      // Errors surface on the dispatch that meets them; the queue's own event must not crash the process.
      queue.on('error', () => {})
      this.#queues.set(name, queue)
    }
    return queue
  }

  /** Puts a job on the queue; rejects when Redis does not take it within DISPATCH_TIMEOUT_MS. */
  async dispatch(name: QueueName, data: Record<string, unknown>, options: JobsOptions = {}) {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(new Error(`the ${name} queue did not answer within ${DISPATCH_TIMEOUT_MS} ms`)),
        DISPATCH_TIMEOUT_MS
      )
    })
    try {
      return await Promise.race([this.queue(name).add(name, data, options), timeout])
    } finally {
      clearTimeout(timer)
    }
  }

  async close() {
    const queues = [...this.#queues.values()]
    this.#queues.clear()
    await Promise.all(queues.map((queue) => queue.close()))
  }
}

/** The process's producer. */
const jobQueue = new JobQueue()
export default jobQueue

/** Whether jobs go to BullMQ (QUEUE_DRIVER=redis) rather than run in the web process. */
export function queuedOnRedis() {
  return queueConfig.driver === 'redis'
}
