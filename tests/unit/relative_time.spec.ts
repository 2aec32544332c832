import { test } from '@japa/runner'
import { daysBetween, formatAgo } from '#rules/relative_time'

const NOW = new Date('2026-11-23T12:00:00Z')
const daysAgo = (days: number, hours = 0) =>
  new Date(NOW.getTime() - (days * 24 + hours) * 3_600_000).toISOString()

test.group('Listed / Updated N days ago', () => {
  test('whole days in English, with today and yesterday', ({ assert }) => {
    assert.equal(formatAgo(daysAgo(0, 5), 'en', NOW), 'today')
    assert.equal(formatAgo(daysAgo(1, 3), 'en', NOW), 'yesterday')
    assert.equal(formatAgo(daysAgo(12), 'en', NOW), '12 days ago')
    assert.equal(formatAgo(daysAgo(30), 'en', NOW), '30 days ago')
  })

  test('Hindi and Telugu get their own words', ({ assert }) => {
    assert.equal(formatAgo(daysAgo(3), 'hi', NOW), '3 दिन पहले')
    assert.equal(formatAgo(daysAgo(0), 'hi', NOW), 'आज')
    assert.equal(formatAgo(daysAgo(2), 'hi', NOW), 'परसों')
    assert.equal(formatAgo(daysAgo(3), 'te', NOW), '3 రోజుల క్రితం')
    assert.equal(formatAgo(daysAgo(1), 'te', NOW), 'నిన్న')
  })

  test('months after a month, years after a year; a clock ahead of the server is "today"', ({
    assert,
  }) => {
    assert.equal(formatAgo(daysAgo(65), 'en', NOW), '2 months ago')
    assert.equal(formatAgo(daysAgo(800), 'en', NOW), '2 years ago')
    assert.equal(formatAgo(daysAgo(-1), 'en', NOW), 'today')
  })

  test('days between two instants', ({ assert }) => {
    assert.equal(daysBetween(daysAgo(12), daysAgo(2)), 10)
    assert.equal(daysBetween(daysAgo(2, 5), daysAgo(2)), 0)
  })
})
