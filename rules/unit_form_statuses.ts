/**
 * What a builder may set in the unit form (001 §4: "available, sold, reserved, blocked; changes
 * are free through the edit form"): 'reserved' too, e.g. for a token advance taken at the site
 * office. A unit with a completed booking keeps its status until the booking is cancelled
 * (services/ventures/venture_units.ts). Its own module, out of venture_options, which public
 * pages load.
 */
export const UNIT_FORM_STATUSES = [
  'available',
  'sold',
  'rented',
  'under_construction',
  'blocked',
  'reserved',
] as const
