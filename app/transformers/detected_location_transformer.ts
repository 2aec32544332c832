import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DetectedLocation } from '#services/locations/reverse_geocoder'

export default class DetectedLocationTransformer extends BaseTransformer<DetectedLocation> {
  /** The nearest known place to a point (000 §7 reverse geocoding): "Use my location", /api/locations. */
  toObject() {
    return this.pick(this.resource, [
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
