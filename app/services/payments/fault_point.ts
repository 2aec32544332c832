import app from '@adonisjs/core/services/app'

/** Where fulfilment can be made to stop for the kill tests (issue 29, tests/functional/payments/). */
export type FulfilmentFaultPoint = 'after_claim' | 'before_commit' | 'after_commit'

/**
 * A test-only fault point. With NODE_ENV=test and TEST_FULFILMENT_PAUSE set to
 * this point, fulfilment prints `fulfilment paused at <point>` and never goes
 * on, so a test can SIGKILL the server exactly there. Outside tests it is
 * never read (and it is not a setting of start/env.ts).
 */
export async function fulfilmentFaultPoint(point: FulfilmentFaultPoint) {
  if (!app.inTest || process.env.TEST_FULFILMENT_PAUSE !== point) return
  process.stdout.write(`fulfilment paused at ${point}\n`)
  await new Promise<never>(() => {})
}
