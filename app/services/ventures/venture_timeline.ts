import {
  distanceUnitOf,
  toMetres,
  type VentureLandmark,
  type VenturePhase,
} from '#rules/venture_timeline'
import type { VentureInput } from '#validators/venture'

/** The validated phases as stored (issue 27): status and date null when not given. */
export function storedPhases(phases: NonNullable<VentureInput['phases']>): VenturePhase[] {
  return phases.map((phase) => ({
    name: phase.name,
    status: phase.status ?? null,
    expected_date: phase.expected_date ?? null,
  }))
}

/**
 * The validated landmarks as stored: each distance in whole metres, read in
 * its own `distance_unit` or else the unit of the venture's market (km;
 * miles in the US), so a venture shows them in its market's unit whatever was sent.
 */
export function storedLandmarks(
  landmarks: NonNullable<VentureInput['nearby_landmarks']>,
  country: string
): VentureLandmark[] {
  return landmarks.map((landmark) => ({
    name: landmark.name,
    kind: landmark.kind ?? null,
    distance_m:
      landmark.distance === null || landmark.distance === undefined
        ? null
        : toMetres(landmark.distance, landmark.distance_unit ?? distanceUnitOf(country)),
  }))
}
