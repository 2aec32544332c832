import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { Group } from '@japa/runner/core'

/**
 * Each test runs inside a transaction that is rolled back afterwards, and
 * starts with empty rate-limit counters.
 */
export function isolated(group: Group) {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
}
