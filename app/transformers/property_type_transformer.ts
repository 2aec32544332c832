import type PropertyType from '#models/property_type'
import { BaseTransformer } from '@adonisjs/core/transformers'

export default class PropertyTypeTransformer extends BaseTransformer<PropertyType> {
  /** A master-data property type (001 §3): `name` is what a listing stores; pages show master.property_types.<name>, else `label`. */
  toObject() {
    return this.pick(this.resource, ['name', 'label'])
  }
}
