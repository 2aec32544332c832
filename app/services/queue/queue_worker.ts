import { Worker, type Job } from 'bullmq'
import logger from '@adonisjs/core/services/logger'
import type { QueueLocation } from '#services/queue/job_queue'

export type JobProcessor = (job: Job) => Promise<unknown>

/**
 * The consumer side of the Redis queue: one BullMQ worker per queue, each
 * running up to `concurrency` jobs at once. A job that throws is retried
 * with the backoff it was queued with (JOB_OPTIONS: 5 attempts, exponential
 * from 1 s). `stop` is the SIGTERM drain: take no new job, let the running
 * ones finish for at most `timeoutMs`, then close.
 */
export class QueueWorker {
  #workers: Worker[] = []

  constructor(
    private options: QueueLocation & {
      concurrency: number
      processors: Record<string, JobProcessor>
    }
  ) {}

  get queues() {
    return Object.keys(this.options.processors)
  }

  async start() {
    const { prefix, connection, concurrency } = this.options
    for (const [name, processor] of Object.entries(this.options.processors)) {
      const worker = new Worker(name, processor, {
        prefix,
        // A worker blocks on Redis while it waits for jobs: its commands retry without limit.
        connection: { ...connection, maxRetriesPerRequest: null },
        concurrency,
      })
      worker.on('failed', (job, error) =>
        logger.warn(
          { queue: name, jobId: job?.id, attempt: job?.attemptsMade, err: error },
          'job failed'
        )
      )
      worker.on('error', (error) => logger.error({ queue: name, err: error }, 'queue worker error'))
      this.#workers.push(worker)
    }
    await Promise.all(this.#workers.map((worker) => worker.waitUntilReady()))
  }

  /** Stops taking jobs and waits for the running ones, at most `timeoutMs`; true when they all finished (else the caller exits). */
  async stop(timeoutMs: number): Promise<boolean> {
    const workers = this.#workers
    this.#workers = []
    let timer: NodeJS.Timeout | undefined
    const finished = await Promise.race([
      Promise.all(workers.map((worker) => worker.close())).then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs))),
    ])
    clearTimeout(timer)
    // Not finished: BullMQ cannot force a close already begun (close(true) returns the same wait), and
    // the caller exits the process; the jobs' locks lapse and their state waits in the database.
    return finished
  }
}
