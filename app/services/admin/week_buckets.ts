import { type DateTime } from 'luxon'
import { sqlTime } from '#services/db/sql_time'

/**
 * The last `count` calendar weeks (Monday to Sunday in `zone`), the current
 * one last and still running. Stored timestamps are the server's local time
 * (UTC in production), so each boundary is converted back to it before it
 * meets SQL; the zone only decides where a week starts.
 */
export class WeekBuckets {
  /** Monday 00:00 of each week, oldest first, in `zone`. */
  readonly starts: DateTime[]
  /** Monday 00:00 of the week after the current one: the exclusive upper bound. */
  readonly end: DateTime

  constructor(now: DateTime, count: number, zone: string) {
    const current = now.setZone(zone).startOf('week')
    this.starts = Array.from({ length: count }, (_, index) =>
      current.minus({ weeks: count - 1 - index })
    )
    this.end = current.plus({ weeks: 1 })
  }

  /** Bounds for `column >= ? AND column < ?`. */
  get range(): [string, string] {
    return [sqlTime(this.starts[0].toLocal()), sqlTime(this.end.toLocal())]
  }

  /**
   * A portable SQL expression giving a row's week index (0 = oldest) from a
   * timestamp column, with its bindings: `CASE WHEN col >= ? THEN 11 WHEN ...`.
   * Plain comparisons, so SQLite (text timestamps) and MySQL agree and an
   * index on the column still serves the range; no dialect date functions.
   * Rows must already be limited to `range`.
   */
  caseExpression(column: string): { sql: string; bindings: string[] } {
    const indexes = this.starts.map((_, index) => index).reverse()
    const whens = indexes.slice(0, -1).map((index) => `WHEN ${column} >= ? THEN ${index}`)
    return {
      sql: `CASE ${whens.join(' ')} ELSE 0 END`,
      bindings: indexes.slice(0, -1).map((index) => sqlTime(this.starts[index].toLocal())),
    }
  }

  /** An array of zeros, one per week, to fill from grouped rows. */
  zeros(): number[] {
    return this.starts.map(() => 0)
  }

  /** The weeks' first days as ISO dates (yyyy-MM-dd) in the zone: what a chart labels. */
  labels(): string[] {
    return this.starts.map((start) => start.toISODate()!)
  }
}
