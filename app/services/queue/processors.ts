import type { Job } from 'bullmq'
import mail from '@adonisjs/mail/services/main'
import importJobs from '#services/bulk/import_jobs'
import alertJobs from '#services/alerts/alert_jobs'
import type { QueueName } from '#services/queue/job_queue'
import type { JobProcessor } from '#services/queue/queue_worker'

/**
 * What `node ace queue:work` does with each queue's jobs. A job only names
 * its work: the state stays in the database (bulk_imports, alert_events), and
 * the runners claim it there with one conditional UPDATE, so a job delivered
 * twice (a retry, a stalled job handed to another worker) never runs twice
 * at once. A processor that throws (the database away, the SMTP server
 * refusing) is retried with backoff.
 */
export const processors: Record<QueueName, JobProcessor> = {
  'bulk-imports': (job: Job) => importJobs.run(Number(job.data.importId)),
  'alerts': () => alertJobs.runDue(),
  'mail': (job: Job) =>
    mail
      .use(job.data.mailer)
      .sendCompiled(job.data.mail, job.data.sendConfig ?? undefined)
      .then((response) => ({ messageId: response.messageId })),
}
