import type Tower from '#models/tower'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { NO_UNITS, type StatusCounts } from '#services/ventures/unit_counts'

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
