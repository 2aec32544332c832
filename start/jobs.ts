/*
|--------------------------------------------------------------------------
| Background jobs of the web process
|--------------------------------------------------------------------------
|
| Bulk imports whose state is in the database: on boot the server resumes
| those that were queued or cut off by a restart (import_jobs.ts).
|
*/
import app from '@adonisjs/core/services/app'
import importJobs from '#services/bulk/import_jobs'
import alertJobs from '#services/alerts/alert_jobs'

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
