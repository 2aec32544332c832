import type Tower from '#models/tower'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { NO_UNITS, type StatusCounts } from '#services/ventures/unit_counts'
import { int, nullable, object, str, ref } from '#transformers/schemas/json_schema'

/** A tower (001 §3) with its unit totals (computed: `tower.$extras.counts`). */
export default class TowerTransformer extends BaseTransformer<Tower> {
  toObject() {
    const t = this.resource
    const counts = t.$extras.counts as StatusCounts | undefined
    return {
      id: t.id,
      venture_id: t.ventureId,
      name: t.name,
      description: t.description,
      floors: t.floors,
      units_per_floor: t.unitsPerFloor,
      tower_type: t.towerType,
      counts: counts ?? { ...NO_UNITS },
    }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const towerSchemas = {
  UnitCounts: object({
    total: int,
    available: int,
    sold: int,
    rented: int,
    reserved: int,
    blocked: int,
    under_construction: int,
  }),
  Tower: object({
    id: int,
    venture_id: int,
    name: str,
    description: nullable(str),
    floors: int,
    units_per_floor: int,
    tower_type: str,
    counts: ref('UnitCounts'),
  }),
}
