/**
 * Timings only the tests turn, and only when NODE_ENV=test (README: "tests
 * only"), so a test can cut a worker off in the middle of an import, and see
 * it taken up again, in seconds rather than minutes. Unset, or in any other
 * environment, they change nothing.
 */
function knob(name: string): number | undefined {
  if (process.env.NODE_ENV !== 'test') return undefined
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : undefined
}

export const testKnobs = {
  /** Units per staging transaction of a bulk import (import_staging.ts's batchSizes). */
  bulkBatchUnits: knob('TEST_BULK_BATCH_UNITS'),
  /** A pause after each staged batch of a bulk import (import_jobs.ts). */
  bulkBatchDelayMs: knob('TEST_BULK_BATCH_DELAY_MS'),
  /** How old a job's heartbeat must be before a sweep takes it as cut off (import_jobs.ts). */
  staleAfterMs: knob('TEST_JOB_STALE_AFTER_MS'),
}
