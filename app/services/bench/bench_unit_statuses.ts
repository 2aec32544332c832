/**
 * The statuses of seeded venture units, weighted like a project on sale:
 * three available to two sold, one each rented, reserved and under
 * construction. Shared by the bench:ventures seed and bin/bench_venture.js,
 * which imports this file straight from Node: keep it free of imports and of
 * TypeScript that Node cannot strip.
 */
export const BENCH_UNIT_STATUSES = [
  'available',
  'available',
  'available',
  'sold',
  'sold',
  'rented',
  'reserved',
  'under_construction',
] as const
