import { test } from '@japa/runner'
import BulkUploads from '#services/bulk/bulk_uploads'
import importJobs from '#services/bulk/import_jobs'
import { JobQueue } from '#services/queue/job_queue'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import { creditsOf, unitRows, workbook } from '#tests/helpers/bulk'
import {
  importRow,
  stateOf,
  untilStaged,
  queueOnRedis,
  removeImportsOf,
  removeKeys,
  startWorker,
  uniqueLocation,
  until,
  ventureName,
  writtenBy,
  type WorkerProcess,
} from '#tests/helpers/queue'

/** Staged in batches of 50 units with a pause after each, so a test can act while an import runs. */
const SLOW = { TEST_BULK_BATCH_UNITS: '50', TEST_BULK_BATCH_DELAY_MS: '400' }

/** An owner with `credits`, and an import of `units` new units previewed and queued on Redis (as a web process queues it). */
async function queuedImport(units: number, credits: number, prefix: string) {
  const { user } = await ownerWithCredits(credits)
  const restore = queueOnRedis(prefix)
  try {
    const uploads = new BulkUploads()
    const bytes = await workbook(unitRows(units, { Venture_Name: ventureName() }))
    const preview = await uploads.preview(user, 'units.xlsx', bytes, 'en')
    const job = await uploads.start(user, preview.id, 'en')
    await importJobs.idle() // on the queue before it closes
    return { user, id: job.id }
  } finally {
    await restore()
  }
}

/**
 * `node ace queue:work` as its own process (issue 29): killed in the middle of
 * a bulk import, and stopped with SIGTERM. The test process queues, the worker
 * runs; both on this run's database and the shared Redis (a prefix per test).
 */
test.group('The queue worker process', (group) => {
  withLocationTree(group)
  let workers: WorkerProcess[] = []
  let prefix: string
  let owners: number[] = []
  group.each.setup(() => {
    prefix = uniqueLocation().prefix
    workers = []
    owners = []
    return async () => {
      await Promise.all(workers.map((worker) => worker.kill()))
      await removeKeys(prefix)
      for (const owner of owners) await removeImportsOf(owner)
    }
  })

  test('killed (SIGKILL) in the middle of an import, the next worker runs it again: every unit once, credits equal to the units', async ({
    assert,
  }) => {
    const timings = { TEST_JOB_STALE_AFTER_MS: '2000' }
    const first = await startWorker(prefix, { ...SLOW, ...timings })
    workers.push(first)
    const { user, id } = await queuedImport(300, 400, prefix)
    owners.push(user.id)

    await untilStaged(id, 50)
    first.signal('SIGKILL')
    await first.exited
    // Cut off: some units staged, hidden; the venture hidden; nothing charged.
    const cut = await writtenBy(user.id)
    assert.equal(await stateOf(id), 'running')
    assert.isAtLeast(cut.stagedUnits, 50)
    assert.isBelow(cut.stagedUnits, 300)
    assert.include(cut, { liveUnits: 0, shownVentures: 0 })
    assert.deepEqual(cut.spends, [])

    const second = await startWorker(prefix, timings)
    workers.push(second)
    const done = await until(
      async () => {
        const row = await importRow(id)
        return row.state === 'completed' || row.state === 'failed' ? row : undefined
      },
      60_000,
      'the import to end'
    )
    assert.include(done, {
      state: 'completed',
      createdUnits: 300,
      creditsCharged: 300,
      attempts: 2,
    })
    assert.deepEqual(await writtenBy(user.id), {
      liveUnits: 300,
      stagedUnits: 0,
      shownVentures: 1,
      hiddenVentures: 0,
      spends: [300],
    })
    assert.equal(await creditsOf(user.id), 100)
  }).timeout(150_000)

  test('on SIGTERM it takes no new job, finishes the running import, then exits', async ({
    assert,
  }) => {
    const worker = await startWorker(prefix, SLOW)
    workers.push(worker)
    const running = await queuedImport(200, 200, prefix)
    owners.push(running.user.id)
    await untilStaged(running.id, 50)
    worker.signal('SIGTERM')
    await until(
      async () => (worker.log.text.includes('SIGTERM') ? true : undefined),
      10_000,
      'the worker to hear SIGTERM'
    )
    const later = await queuedImport(5, 5, prefix)
    owners.push(later.user.id)

    const exit = await worker.exitWithin(30_000)
    assert.equal(exit.code, 0, worker.log.text)
    assert.include(await importRow(running.id), { state: 'completed', createdUnits: 200 })
    assert.include(worker.log.text, 'every running job finished')
    // Queued after SIGTERM: still waiting for the next worker.
    assert.equal(await stateOf(later.id), 'queued')
    const queue = new JobQueue(() => ({ ...uniqueLocation(), prefix }))
    try {
      assert.equal(await queue.queue('bulk-imports').getWaitingCount(), 1)
    } finally {
      await queue.close()
    }
  }).timeout(120_000)

  test('on SIGTERM a job still running after SHUTDOWN_TIMEOUT_MS is cut off and the worker exits', async ({
    assert,
  }) => {
    const worker = await startWorker(prefix, {
      TEST_BULK_BATCH_UNITS: '50',
      TEST_BULK_BATCH_DELAY_MS: '20000',
      SHUTDOWN_TIMEOUT_MS: '1000',
    })
    workers.push(worker)
    const { user, id } = await queuedImport(200, 200, prefix)
    owners.push(user.id)
    await untilStaged(id, 50)
    const stoppedAt = Date.now()
    worker.signal('SIGTERM')
    const exit = await worker.exitWithin(15_000)
    assert.isBelow(exit.at - stoppedAt, 6000, worker.log.text)
    assert.equal(exit.code, 1)
    assert.include(worker.log.text, 'with jobs still running')
    // Left as a crash leaves it: running, nothing live, nothing charged (a sweep runs it again).
    assert.equal(await stateOf(id), 'running')
    assert.include(await writtenBy(user.id), { liveUnits: 0, shownVentures: 0 })
    const left = await writtenBy(user.id)
    assert.deepEqual(left.spends, [])
  }).timeout(120_000)
})
