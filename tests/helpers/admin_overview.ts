/**
 * The twelve weeks of the admin overview's charts on 18 November 2026 (India time): their
 * Mondays, oldest first. The service's answer in the functional test, the page's data in the
 * unit test of the tab.
 */
export const OVERVIEW_WEEKS = [
  '2026-08-31',
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
]
