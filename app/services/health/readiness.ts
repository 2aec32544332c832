import { HealthChecks } from '@adonisjs/core/health'
import type { HealthCheckContract, HealthCheckReport } from '@adonisjs/core/types/health'
import db from '@adonisjs/lucid/services/db'
import { DbCheck } from '@adonisjs/lucid/database'
import env from '#start/env'
import { redisConfigured } from '#config/redis'
import { readReplicaHosts } from '#config/database'
import { StorageCheck } from '#services/health/storage_check'
import { WithinDeadline } from '#services/health/within_deadline'

/** Every part must answer within this (issue 29: "within a second"). */
export const READY_DEADLINE_MS = 1000

export type ReadinessReport = {
  status: 'ready' | 'unavailable'
  failed: string[]
  checks: Record<string, { status: string; message: string; ms?: number }>
}

/**
 * What this instance needs to serve requests (GET /health/ready): the
 * database always (the primary, and its read replicas when DB_READ_HOSTS is
 * set: one of them answers a check, in turn), Redis when REDIS_HOST is set, object storage when
 * DRIVE_DISK=s3. The parts are asked at once, each within READY_DEADLINE_MS.
 */
export async function defaultReadinessChecks(): Promise<HealthCheckContract[]> {
  const checks: HealthCheckContract[] = [
    new DbCheck(db.connection(undefined, { mode: 'write' })).as('database'),
  ]
  if (readReplicaHosts.length > 0)
    checks.push(new DbCheck(db.connection(undefined, { mode: 'read' })).as('database_replicas'))
  if (redisConfigured) {
    const { RedisPingCheck } = await import('#services/health/redis_ping_check')
    checks.push(new RedisPingCheck())
  }
  if (env.get('DRIVE_DISK') === 's3') checks.push(new StorageCheck())
  return checks
}

export async function readiness(
  checks?: HealthCheckContract[],
  deadlineMs = READY_DEADLINE_MS
): Promise<ReadinessReport> {
  const parts = (checks ?? (await defaultReadinessChecks())).map(
    (check) => new WithinDeadline(check, deadlineMs)
  )
  return summarize(await new HealthChecks().register(parts).run())
}

function summarize(report: HealthCheckReport): ReadinessReport {
  const failed = report.checks.filter((check) => check.status === 'error').map((c) => c.name)
  const checks = Object.fromEntries(
    report.checks.map((check) => [
      check.name,
      { status: check.status, message: check.message, ms: check.meta?.ms as number | undefined },
    ])
  )
  return { status: failed.length === 0 ? 'ready' : 'unavailable', failed, checks }
}
