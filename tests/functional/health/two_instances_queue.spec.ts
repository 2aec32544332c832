import { test } from '@japa/runner'
import { startInstance, type Instance } from '#tests/helpers/instances'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import { creditsOf, unitRows, workbook } from '#tests/helpers/bulk'
import {
  redisQueueEnv,
  removeImportsOf,
  removeKeys,
  startWorker,
  uniqueLocation,
  until,
  ventureName,
  writtenBy,
  type WorkerProcess,
} from '#tests/helpers/queue'

/** The fields of an import's /api answer these tests read. */
type ImportAnswer = { id: number; state: string; percent: number; errors: string[] }

async function idOf(response: Response) {
  const { id } = (await response.json()) as { id: number }
  return id
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Issue 29, "Two instances, one product": two app instances and one
 * `node ace queue:work` on one database and one Redis (QUEUE_DRIVER=redis).
 * The worker stages in batches of 50 with a pause after each, so the import's
 * progress can be read while it runs.
 */
test.group(
  'Two app instances and a queue worker on one database and one Redis (issue 29)',
  (group) => {
    withLocationTree(group)
    let a: Instance
    let b: Instance
    let worker: WorkerProcess
    group.setup(async () => {
      const { prefix } = uniqueLocation()
      const shared = redisQueueEnv(prefix)
      ;[a, b, worker] = await Promise.all([
        startInstance(shared),
        startInstance(shared),
        startWorker(prefix, { TEST_BULK_BATCH_UNITS: '50', TEST_BULK_BATCH_DELAY_MS: '300' }),
      ])
      return async () => {
        await Promise.all([a.server.stop(), b.server.stop(), worker.kill()])
        await removeKeys(prefix)
      }
    })

    test('a bulk import uploaded to one is run by the worker, and its progress and result are read on the other', async ({
      assert,
      cleanup,
    }) => {
      const { user, token } = await ownerWithCredits(250)
      cleanup(() => removeImportsOf(user.id))
      const auth = { authorization: `Bearer ${token}` }

      const form = new FormData()
      const bytes = await workbook(unitRows(200, { Venture_Name: ventureName() }))
      form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX }), 'units.xlsx')
      const preview = await fetch(`${a.url}/api/bulk-upload/preview`, {
        method: 'POST',
        headers: auth,
        body: form,
      })
      assert.equal(preview.status, 200, a.server.log.text)
      const started = await fetch(`${a.url}/api/bulk-upload/process?wait=0`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ preview_id: await idOf(preview) }),
      })
      assert.equal(started.status, 202)
      const { id, state } = (await started.json()) as ImportAnswer
      assert.equal(state, 'queued')

      const percents: number[] = []
      const ended = await until(
        async () => {
          const answer = await fetch(`${b.url}/api/bulk-upload/imports/${id}`, { headers: auth })
          const body = (await answer.json()) as ImportAnswer
          percents.push(body.percent)
          return body.state === 'completed' || body.state === 'failed' ? body : undefined
        },
        90_000,
        'the import to end'
      )
      if (ended.errors.length) await new Promise((resolve) => setTimeout(resolve, 1000)) // the worker logs why after
      assert.deepEqual(ended.errors, [], worker.log.text)
      assert.include(ended, {
        state: 'completed',
        created_units: 200,
        credits_charged: 200,
        percent: 100,
      })
      assert.isTrue(
        percents.some((percent) => percent > 0 && percent < 100),
        `progress seen on the other instance: ${percents.join(', ')}`
      )
      // The worker ran it (the web instances only queue with QUEUE_DRIVER=redis).
      await until(
        async () => (/bulk import completed/.test(worker.log.text) ? true : undefined),
        10_000,
        'the worker to log the import'
      )
      assert.match(worker.log.text, new RegExp(`importId: ${id}\\b`))
      assert.include(await writtenBy(user.id), { liveUnits: 200, stagedUnits: 0, shownVentures: 1 })
      assert.equal(await creditsOf(user.id), 50)
    }).timeout(120_000)

    test('processing waits for the end of a small import the worker runs, and answers its result', async ({
      assert,
      cleanup,
    }) => {
      const { user, token } = await ownerWithCredits(5)
      cleanup(() => removeImportsOf(user.id))
      const auth = { authorization: `Bearer ${token}` }
      const form = new FormData()
      const bytes = await workbook(unitRows(5, { Venture_Name: ventureName() }))
      form.append('file', new Blob([new Uint8Array(bytes)], { type: XLSX }), 'units.xlsx')
      const preview = await fetch(`${b.url}/api/bulk-upload/preview`, {
        method: 'POST',
        headers: auth,
        body: form,
      })
      assert.equal(preview.status, 200)
      const processed = await fetch(`${b.url}/api/bulk-upload/process`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ preview_id: await idOf(preview) }),
      })
      assert.equal(processed.status, 200)
      assert.include(await processed.json(), { state: 'completed', created_units: 5, percent: 100 })
    }).timeout(120_000)
  }
)
