import logger from '@adonisjs/core/services/logger'
import type {
  MailerContract,
  MailerMessenger,
  MailTransportContract,
  MessageBodyTemplates,
  NodeMailerMessage,
} from '@adonisjs/mail/types'
import jobQueue, { type JobQueue } from '#services/queue/job_queue'

type CompiledMail = { message: NodeMailerMessage; views: MessageBodyTemplates }

/**
 * `mail.sendLater` with QUEUE_DRIVER=redis (start/queue.ts): the composed
 * message goes on the `mail` queue (plain JSON: our messages carry no
 * attachments) and a worker sends it with the same mailer, retried with
 * backoff while the SMTP server refuses. When Redis does not take it, the
 * message is sent from this process instead, as the in-memory messenger
 * would: a password reset link is never lost to a queue outage.
 */
export class QueuedMailMessenger implements MailerMessenger {
  constructor(
    private mailer: MailerContract<MailTransportContract>,
    private jobs: JobQueue = jobQueue
  ) {}

  async queue(mail: CompiledMail, sendConfig?: unknown) {
    try {
      const job = await this.jobs.dispatch('mail', {
        mailer: this.mailer.name,
        mail,
        sendConfig: sendConfig ?? null,
      })
      return { jobId: job.id }
    } catch (error) {
      logger.warn({ err: error }, 'mail queue unreachable: sending from this process')
      void this.mailer
        .sendCompiled(mail, sendConfig)
        .catch((failure) => logger.error({ err: failure }, 'sending mail failed'))
      return { jobId: null }
    }
  }
}
