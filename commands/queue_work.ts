import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * The job queue's worker (issue 29; QUEUE_DRIVER=redis): runs bulk imports,
 * saved-search alert batches and queued mail from BullMQ, QUEUE_CONCURRENCY
 * jobs at once per queue, and the sweeps the web process runs with the
 * database driver (cut-off imports queued again, the alert outbox every 20
 * s). On SIGTERM (start/drain.ts calls app.terminate) it takes no new job,
 * lets the running ones finish for at most SHUTDOWN_TIMEOUT_MS, closes its
 * connections and exits (0); with a job still running then it exits at once
 * (1), leaving the job to a sweep, as a crash would
 * (docs/operations.md#the-job-queue).
 */
export default class QueueWork extends BaseCommand {
  static commandName = 'queue:work'
  static description = 'Run queued jobs (bulk imports, alerts, mail) from Redis; QUEUE_DRIVER=redis'
  static options: CommandOptions = { startApp: true, staysAlive: true }

  @flags.number({ description: 'Jobs at once per queue (default: QUEUE_CONCURRENCY)' })
  declare concurrency?: number

  async run() {
    const { default: queueConfig } = await import('#config/queue')
    if (queueConfig.driver !== 'redis') {
      this.logger.error(
        'QUEUE_DRIVER is database: the web process runs the jobs. Set QUEUE_DRIVER=redis (and REDIS_HOST) to use workers.'
      )
      this.exitCode = 1
      return this.terminate()
    }
    const { QueueWorker } = await import('#services/queue/queue_worker')
    const { processors } = await import('#services/queue/processors')
    const { default: importJobs } = await import('#services/bulk/import_jobs')
    const { default: alertJobs } = await import('#services/alerts/alert_jobs')
    const concurrency = Math.max(1, this.concurrency ?? queueConfig.concurrency)
    const worker = new QueueWorker({
      prefix: queueConfig.prefix,
      connection: queueConfig.connection,
      concurrency,
      processors,
    })
    this.app.terminating(async () => {
      importJobs.stop()
      alertJobs.stop()
      const finished = await worker.stop(queueConfig.shutdownTimeoutMs)
      if (finished) return this.logger.info('queue worker stopped: every running job finished')
      // Cut off as by a crash, before the database closes under them (which would fail them):
      // their state is in the database, and a sweep runs them again (5 minutes after their last heartbeat).
      this.logger.warning(
        `queue worker stopped after ${queueConfig.shutdownTimeoutMs} ms with jobs still running; they will run again`
      )
      process.exit(1)
    })
    await worker.start()
    // The sweeps: imports cut off elsewhere are queued again, the alert outbox is looked at every 20 s.
    importJobs.start()
    alertJobs.start()
    this.logger.info(
      `queue worker ready: ${worker.queues.join(', ')}; ${concurrency} at once per queue (prefix ${queueConfig.prefix})`
    )
  }
}
