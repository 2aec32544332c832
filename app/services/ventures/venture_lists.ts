/** The list columns of a venture (JSON arrays of option keys, image URLs, phases or landmarks). */
export const VENTURE_LISTS = [
  'propertyTypes',
  'unitTypes',
  'amenities',
  'approvals',
  'images',
  'masterPlanImages',
  'phases',
  'nearbyLandmarks',
  'unitConfigs',
] as const

export type VentureList = (typeof VENTURE_LISTS)[number]

/** A new venture's lists: every one empty, each a fresh array so no two ventures share one. */
export function emptyVentureLists(): Record<VentureList, []> {
  const lists = {} as Record<VentureList, []>
  for (const key of VENTURE_LISTS) lists[key] = []
  return lists
}
