import { BaseTransformer } from '@adonisjs/core/transformers'
import type { SeatMapUnitRow } from '#services/ventures/unit_reads'

/**
 * A unit as the venture page's seat-map draws it: number, floor, status,
 * tower and what its filters, grid cards and 'Get Similar Units' need
 * (configuration, area, price in the venture's currency). Its description,
 * amenities and photos load when it is opened (`ventures.units.show`).
 */
export default class SeatMapUnitTransformer extends BaseTransformer<SeatMapUnitRow> {
  toObject() {
    const u = this.resource
    return {
      id: u.id,
      tower_id: u.tower_id,
      unit_number: u.unit_number,
      unit_type: u.unit_type,
      floor: u.floor,
      bedrooms: u.bedrooms,
      area: u.area_sqft,
      // bigint: MySQL drivers may answer a string.
      price: Number(u.price),
      status: u.status,
    }
  }
}
