/*
|--------------------------------------------------------------------------
| The Redis job queue (QUEUE_DRIVER=redis, issue 29)
|--------------------------------------------------------------------------
|
| In every process (web, Ace, the worker): `mail.sendLater` puts the message
| on the `mail` queue instead of sending it from memory, and the queues this
| process opened are closed when it stops. With QUEUE_DRIVER=database this
| does nothing.
|
*/
import app from '@adonisjs/core/services/app'
import mail from '@adonisjs/mail/services/main'
import jobQueue, { queuedOnRedis } from '#services/queue/job_queue'
import { QueuedMailMessenger } from '#services/queue/queued_mail_messenger'

if (queuedOnRedis()) {
  mail.setMessenger((mailer) => new QueuedMailMessenger(mailer))
  app.terminating(() => jobQueue.close())
}
