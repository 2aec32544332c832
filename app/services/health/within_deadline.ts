import { BaseCheck, Result } from '@adonisjs/core/health'
import type { HealthCheckContract, HealthCheckResult } from '@adonisjs/core/types/health'

/**
 * A readiness check that fails when its part does not answer in time: a
 * database or Redis that hangs (a full connection pool, a dropped packet) is as
 * unready as one that refuses, and a load balancer's probe must not hang with it.
 */
export class WithinDeadline extends BaseCheck {
  name: string

  constructor(
    private inner: HealthCheckContract,
    private deadlineMs: number
  ) {
    super()
    this.name = inner.name
  }

  async run() {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<Result>((resolve) => {
      timer = setTimeout(
        () => resolve(Result.failed(`No answer within ${this.deadlineMs} ms`)),
        this.deadlineMs
      )
    })
    const started = performance.now()
    try {
      const result: HealthCheckResult = await Promise.race([
        this.inner.run().catch((error: Error) => Result.failed(error.message, error)),
        late,
      ])
      return { ...result, meta: { ...result.meta, ms: Math.round(performance.now() - started) } }
    } finally {
      clearTimeout(timer)
    }
  }
}
