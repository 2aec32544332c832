import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DetectedLocation } from '#services/locations/reverse_geocoder'
import {
  extend,
  num,
  nullable,
  object,
  oneOfStrings,
  str,
  type Schema,
} from '#transformers/schemas/json_schema'

export default class DetectedLocationTransformer extends BaseTransformer<DetectedLocation> {
  /**
   * `place` (PlaceNames.labeller) names the places of `full_address` in the
   * page language for the "Use my location" chip (issue 27); the level
   * fields stay English: the filters take them as they are.
   */
  constructor(
    resource: DetectedLocation,
    protected place: (text: string) => string = (text) => text
  ) {
    super(resource)
  }

  /** The nearest known place to a point (000 §7 reverse geocoding): "Use my location", /api/locations. */
  toObject() {
    const picked = this.pick(this.resource, [
      'country',
      'country_code',
      'state',
      'district',
      'city',
      'area',
      'postcode',
      'latitude',
      'longitude',
      'confidence',
      'provider',
      'distance_km',
      'full_address',
      'road',
      'house_number',
      'nearby_landmark',
      'coordinates_accuracy',
    ])
    return { ...picked, full_address: this.place(picked.full_address) }
  }

  /** POST /api/locations/reverse-geocode-detailed: the place, and the street-level details apart. */
  forDetailed() {
    const {
      full_address: fullAddress,
      road,
      house_number: houseNumber,
      nearby_landmark: nearbyLandmark,
      coordinates_accuracy: coordinatesAccuracy,
      ...place
    } = this.toObject()
    return {
      location_data: place,
      detailed_info: {
        full_address: fullAddress,
        road,
        house_number: houseNumber,
        nearby_landmark: nearbyLandmark,
        coordinates_accuracy: coordinatesAccuracy,
      },
    }
  }
}

const place = object({
  country: str,
  country_code: str,
  state: str,
  district: nullable(str),
  city: nullable(str),
  area: nullable(str),
  postcode: nullable(str),
  latitude: num,
  longitude: num,
  confidence: num,
  provider: str,
  distance_km: num,
})
const details = object({
  full_address: str,
  road: nullable(str),
  house_number: nullable(str),
  nearby_landmark: nullable(str),
  coordinates_accuracy: oneOfStrings(['area', 'city']),
})

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const detectedLocationSchemas = {
  DetectedLocation: extend(place, details.properties as Record<string, Schema>),
  DetectedLocationDetailed: object({ location_data: place, detailed_info: details }),
}
