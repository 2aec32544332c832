/**
 * A venture's development phases and nearby landmarks (issue 27), shared by
 * the validator, the service, the transformer and the wizard.
 *
 * Phase statuses: a phase is not begun, being built, or finished. Three are
 * enough for a buyer's question ("can I move into this tower?"); the
 * venture's own statuses (planning, upcoming, under_construction,
 * ready_to_move) speak of sales, which a phase does not have.
 */
export const PHASE_STATUSES = ['planned', 'under_construction', 'completed'] as const
export type PhaseStatus = (typeof PHASE_STATUSES)[number]

/** What buyers ask about near a project; anything else is `other`. */
export const LANDMARK_KINDS = [
  'school',
  'hospital',
  'transit',
  'airport',
  'shopping',
  'office',
  'park',
  'other',
] as const
export type LandmarkKind = (typeof LANDMARK_KINDS)[number]

export const PHASES_MAX = 20
export const LANDMARKS_MAX = 20
export const PHASE_NAME_MAX = 200
export const LANDMARK_NAME_MAX = 120
/** In the market's unit; the farthest airport a project lists is rarely past 100 km. */
export const DISTANCE_MAX = 500

/** A stored phase: status and expected date unknown for the lines written before issue 27. */
export type VenturePhase = {
  name: string
  status: PhaseStatus | null
  /** yyyy-mm or yyyy-mm-dd. */
  expected_date: string | null
}

/** A stored landmark: the distance in whole metres (canonical), whatever the market's unit. */
export type VentureLandmark = {
  name: string
  kind: LandmarkKind | null
  distance_m: number | null
}

export type DistanceUnit = 'km' | 'mi'
const METRES: Record<DistanceUnit, number> = { km: 1000, mi: 1609.344 }

/** Distances in miles in the United States, kilometres elsewhere. */
export const distanceUnitOf = (country: string | null | undefined): DistanceUnit =>
  country === 'US' ? 'mi' : 'km'

export const toMetres = (distance: number, unit: DistanceUnit) =>
  Math.round(distance * METRES[unit])

/** Metres in `unit`, to two decimals (1931 m → 1.2 mi). */
export const fromMetres = (metres: number, unit: DistanceUnit) =>
  Math.round((metres / METRES[unit]) * 100) / 100

/** An entry stored before issue 27 (a plain line) as the structured one. */
export function phaseOf(entry: unknown): VenturePhase {
  if (typeof entry === 'string') return { name: entry, status: null, expected_date: null }
  const phase = entry as Partial<VenturePhase>
  return {
    name: String(phase.name ?? ''),
    status: phase.status ?? null,
    expected_date: phase.expected_date ?? null,
  }
}

export function landmarkOf(entry: unknown): VentureLandmark {
  if (typeof entry === 'string') return { name: entry, kind: null, distance_m: null }
  const landmark = entry as Partial<VentureLandmark>
  return {
    name: String(landmark.name ?? ''),
    kind: landmark.kind ?? null,
    distance_m: landmark.distance_m ?? null,
  }
}
