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

app.ready(() => importJobs.start())
app.terminating(async () => {
  importJobs.stop()
  await importJobs.idle()
})
