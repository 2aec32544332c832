import type Amenity from '#models/amenity'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class AmenityTransformer extends BaseTransformer<Amenity> {
  /** A master-data amenity (001 §3): `name` is what a listing stores; pages show master.amenities.<name>, else `label`. */
  toObject() {
    return this.pick(this.resource, ['name', 'label'])
  }
}
