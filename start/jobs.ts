/*
|--------------------------------------------------------------------------
| Background jobs of the web process
|--------------------------------------------------------------------------
|
| With QUEUE_DRIVER=database (the default), the web process runs the jobs
| whose state is in the database: on boot it resumes the bulk imports that
| were queued or cut off by a restart (import_jobs.ts), and works off the
| saved-search alert outbox (alert_jobs.ts). With QUEUE_DRIVER=redis it runs
| none of them, nor their sweeps: `node ace queue:work` does
| (commands/queue_work.ts), and the web process only queues.
|
*/
import app from '@adonisjs/core/services/app'
import importJobs from '#services/bulk/import_jobs'
import alertJobs from '#services/alerts/alert_jobs'
import { queuedOnRedis } from '#services/queue/job_queue'

if (!queuedOnRedis()) {
  app.ready(() => importJobs.start())
  app.terminating(async () => {
    importJobs.stop()
    await importJobs.idle()
  })

  /** Saved-search alerts (issue 31): the outbox of listings and ventures that went live. */
  app.ready(() => alertJobs.start())
  app.terminating(async () => {
    alertJobs.stop()
    await alertJobs.idle()
  })
}
