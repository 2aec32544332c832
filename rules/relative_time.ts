import { relativeTimeFormat } from './intl.js'

/**
 * "3 days ago" in the visitor's language for 'Listed …' / 'Updated …' on a
 * listing (issue 10), through Intl.RelativeTimeFormat so Hindi and Telugu get
 * their own grammar. Whole days up to a month, then months, then years: a
 * buyer needs to tell fresh from stale, not the hour. Isomorphic (server
 * render and browser); computed from timestamps, so time zones do not matter.
 */
const DAY_MS = 24 * 60 * 60 * 1000

export function formatAgo(iso: string | Date, locale: string, now: Date = new Date()): string {
  const then = typeof iso === 'string' ? new Date(iso) : iso
  const days = Math.max(0, Math.floor((now.getTime() - then.getTime()) / DAY_MS))
  const format = relativeTimeFormat(locale, { numeric: 'auto' })
  if (days < 31) return format.format(-days, 'day')
  if (days < 365) return format.format(-Math.floor(days / 30.44), 'month')
  return format.format(-Math.floor(days / 365.25), 'year')
}

/** Whole days between two instants, for deciding whether 'Updated …' says anything 'Listed …' did not. */
export function daysBetween(from: string | Date, to: string | Date): number {
  return Math.floor((new Date(to).getTime() - new Date(from).getTime()) / DAY_MS)
}
