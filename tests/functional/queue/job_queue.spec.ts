import { test } from '@japa/runner'
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { Mailer } from '@adonisjs/mail'
import env from '#start/env'
import { JobQueue, JOB_ATTEMPTS, JOB_OPTIONS } from '#services/queue/job_queue'
import { QueueWorker, type JobProcessor } from '#services/queue/queue_worker'
import { QueuedMailMessenger } from '#services/queue/queued_mail_messenger'
import { processors } from '#services/queue/processors'
import { FileTransport } from '#services/mail/file_transport'
import { queueAlerts } from '#services/alerts/alert_jobs'
import { freePort } from '#tests/helpers/fresh_checkout'
import { queueOnRedis, removeKeys, uniqueLocation, until } from '#tests/helpers/queue'

/** The text of the message file in `directory` that contains `text`, if any. */
async function mailContaining(directory: string, text: string) {
  for (const name of await readdir(directory).catch(() => [] as string[])) {
    const content = await readFile(`${directory}/${name}`, 'utf8').catch(() => '')
    if (content.includes(text)) return content
  }
}

/**
 * The Redis queue in this process (issue 29): BullMQ on the shared Redis,
 * each test under a prefix of its own (removed afterwards).
 */
test.group('Job queue on Redis', () => {
  test('a job that throws is retried with exponential backoff until it succeeds', async ({
    assert,
    cleanup,
  }) => {
    const location = uniqueLocation()
    const queue = new JobQueue(() => location)
    const attempts: number[] = []
    const flaky: JobProcessor = async () => {
      attempts.push(Date.now())
      if (attempts.length < 3) throw new Error(`failure ${attempts.length}`)
      return 'done'
    }
    const worker = new QueueWorker({ ...location, concurrency: 1, processors: { mail: flaky } })
    cleanup(async () => {
      await worker.stop(1000)
      await queue.close()
      await removeKeys(location.prefix)
    })
    await worker.start()
    const job = await queue.dispatch(
      'mail',
      { n: 1 },
      { attempts: 4, backoff: { type: 'exponential', delay: 200 } }
    )
    await until(async () => (attempts.length >= 3 ? true : undefined), 10_000, 'a third attempt')
    const state = await until(
      async () => {
        const current = await queue.queue('mail').getJob(job.id!)
        return current?.finishedOn ? current : undefined
      },
      5000,
      'the job to finish'
    )
    assert.equal(state.returnvalue, 'done')
    assert.equal(state.attemptsMade, 3)
    // 200 ms, then 400 ms: each wait doubles.
    const [first, second] = [attempts[1] - attempts[0], attempts[2] - attempts[1]]
    assert.isAtLeast(first, 190, `first retry after ${first} ms`)
    assert.isAtLeast(second, 390, `second retry after ${second} ms`)
  }).timeout(30_000)

  test('by default a job has 5 attempts with exponential backoff from 1 s; one failing every time ends failed after its attempts', async ({
    assert,
    cleanup,
  }) => {
    assert.equal(JOB_ATTEMPTS, 5)
    assert.deepInclude(JOB_OPTIONS, { attempts: 5, backoff: { type: 'exponential', delay: 1000 } })
    const location = uniqueLocation()
    const queue = new JobQueue(() => location)
    let calls = 0
    const broken: JobProcessor = async () => {
      calls++
      throw new Error('always')
    }
    const worker = new QueueWorker({ ...location, concurrency: 1, processors: { alerts: broken } })
    cleanup(async () => {
      await worker.stop(1000)
      await queue.close()
      await removeKeys(location.prefix)
    })
    const plain = await queue.dispatch('alerts', {})
    assert.deepInclude(plain.opts, { attempts: 5, backoff: { type: 'exponential', delay: 1000 } })
    await plain.remove()
    await worker.start()
    const job = await queue.dispatch(
      'alerts',
      {},
      { attempts: 3, backoff: { type: 'exponential', delay: 50 } }
    )
    // One read of the job's hash: a retry leaves finishedOn unset, so a job read
    // with finishedOn has made all its attempts (asking isFailed() after reading
    // the hash could pair the third failure with the second attempt's counter).
    const failed = await until(
      async () => {
        const current = await queue.queue('alerts').getJob(job.id!)
        return current?.finishedOn ? current : undefined
      },
      10_000,
      'the job to fail for good'
    )
    assert.isTrue(await failed.isFailed())
    assert.equal(failed.attemptsMade, 3)
    assert.equal(calls, 3)
    assert.equal(failed.failedReason, 'always')
  }).timeout(30_000)

  test('mail.sendLater puts the message on the mail queue; the worker sends it with the same mailer', async ({
    assert,
    cleanup,
  }) => {
    const location = uniqueLocation()
    const queue = new JobQueue(() => location)
    const directory = app.makePath(env.get('MAIL_FILE_DIR'))
    const emitter = await app.container.make('emitter')
    const mailer = new Mailer('file', new FileTransport(directory), emitter as any, {
      from: 'DreamHomes <no-reply@dreamhomes.in>',
    })
    mailer.setMessenger(new QueuedMailMessenger(mailer, queue))
    const worker = new QueueWorker({
      ...location,
      concurrency: 1,
      processors: { mail: processors.mail },
    })
    cleanup(async () => {
      await worker.stop(1000)
      await queue.close()
      await removeKeys(location.prefix)
    })
    const subject = `Queued ${randomUUID()}`
    await mailer.sendLater((message) => {
      message.to('buyer@example.com').subject(subject).text('Sent by the worker')
    })
    const [waiting] = await queue.queue('mail').getWaiting()
    assert.equal(waiting.data.mailer, 'file')
    assert.equal(waiting.data.mail.message.subject, subject)

    await worker.start()
    const sent = await until(() => mailContaining(directory, subject), 10_000, 'the .eml file')
    assert.include(sent, 'Sent by the worker')
    assert.include(sent, 'buyer@example.com')
  }).timeout(30_000)

  test('when Redis does not take the message, sendLater sends it from this process instead', async ({
    assert,
    cleanup,
  }) => {
    const nobody = {
      prefix: uniqueLocation().prefix,
      connection: { host: '127.0.0.1', port: Number(await freePort()) },
    }
    const queue = new JobQueue(() => nobody)
    cleanup(() => queue.close())
    const directory = app.makePath(env.get('MAIL_FILE_DIR'))
    const emitter = await app.container.make('emitter')
    const mailer = new Mailer('file', new FileTransport(directory), emitter as any, {
      from: 'DreamHomes <no-reply@dreamhomes.in>',
    })
    mailer.setMessenger(new QueuedMailMessenger(mailer, queue))
    const subject = `Unqueued ${randomUUID()}`
    await mailer.sendLater((message) => {
      message.to('buyer@example.com').subject(subject).text('Sent without the queue')
    })
    const sent = await until(() => mailContaining(directory, subject), 10_000, 'the .eml file')
    assert.include(sent, 'Sent without the queue')
  }).timeout(30_000)

  test('with QUEUE_DRIVER=redis a listing going live queues an alert job; the worker matches its events', async ({
    assert,
    cleanup,
  }) => {
    const location = uniqueLocation()
    const restore = queueOnRedis(location.prefix)
    const queue = new JobQueue(() => location)
    const worker = new QueueWorker({
      ...location,
      concurrency: 1,
      processors: { alerts: processors.alerts },
    })
    const subject = 900_000_000 + Math.floor(Math.random() * 1000)
    cleanup(async () => {
      await worker.stop(1000)
      await queue.close()
      await restore()
      await removeKeys(location.prefix)
      await db.from('alert_events').where('subject_id', subject).delete()
    })
    await queueAlerts(db.connection(), 'properties', [subject])
    const jobs = await until(
      async () => {
        const waiting = await queue.queue('alerts').getWaiting()
        return waiting.length ? waiting : undefined
      },
      5000,
      'an alert job'
    )
    assert.lengthOf(jobs, 1)
    const [queued] = await db.from('alert_events').where('subject_id', subject).count('* as n')
    assert.equal(Number(queued.n), 1)
    await worker.start()
    await until(
      async () => {
        const left = await db.from('alert_events').where('subject_id', subject).first()
        return left ? undefined : true
      },
      10_000,
      'the alert events to be matched'
    )
  }).timeout(30_000)
})
