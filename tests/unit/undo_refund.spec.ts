import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { undoRefund } from '#services/bulk/undo_refund'

/** The refund rule of an undone import (issue 24): unused units × days left ÷ 30, each day begun used, rounded down. */
test.group('Undo refund', () => {
  const live = DateTime.fromISO('2026-03-01T10:00:00')
  const at = (duration: { days?: number; hours?: number; milliseconds?: number }) =>
    live.plus(duration)

  test('each day begun counts as used, the first one included', ({ assert }) => {
    assert.equal(undoRefund(30, 30, live, live), 29)
    assert.equal(undoRefund(30, 30, live, at({ hours: 23 })), 29)
    assert.equal(undoRefund(30, 30, live, at({ days: 1 })), 29)
    assert.equal(undoRefund(30, 30, live, at({ days: 1, milliseconds: 1 })), 28)
    assert.equal(undoRefund(30, 30, live, at({ days: 5, hours: 3 })), 24)
  })

  test('fractions of a credit stay with the platform; never more than was charged, never below nothing', ({
    assert,
  }) => {
    assert.equal(undoRefund(12, 12, live, live), 11) // 11.6
    assert.equal(undoRefund(7, 10, live, at({ days: 5, hours: 3 })), 5) // 5.6
    assert.equal(undoRefund(1, 1, live, live), 0) // 0.97
    assert.equal(undoRefund(0, 10, live, live), 0)
    assert.equal(undoRefund(50, 10, live, live), 10)
    assert.equal(undoRefund(10, 10, live, at({ days: 45 })), 0)
    assert.equal(undoRefund(10, 10, live, at({ hours: -2 })), 9)
  })
})
