import vine from '@vinejs/vine'
import { optionOf } from '#validators/rules/spec_shapes'
import { TOWER_FLOORS_MAX, TOWER_TYPES, UNITS_PER_FLOOR_MAX } from '#rules/venture_options'

/** A tower (001 §3): a name is required; floors and units per floor size 'Generate units'. */
export const towerValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(80),
  description: vine.string().trim().maxLength(1000).optional().nullable(),
  floors: vine.number().withoutDecimals().min(1).max(TOWER_FLOORS_MAX).optional(),
  units_per_floor: vine.number().withoutDecimals().min(1).max(UNITS_PER_FLOOR_MAX).optional(),
  /** residential, commercial, mixed, or their labels. */
  tower_type: vine.enum(TOWER_TYPES).parse(optionOf(TOWER_TYPES)).optional(),
})

export type TowerInput = Awaited<ReturnType<(typeof towerValidator)['validate']>>

/** 'Generate units' on a tower: floors × units per floor, numbered 101, 102 … (all drafts, free). */
export const generateUnitsValidator = vine.create({
  floors: vine.number().withoutDecimals().min(1).max(TOWER_FLOORS_MAX),
  units_per_floor: vine.number().withoutDecimals().min(1).max(UNITS_PER_FLOOR_MAX),
  bedrooms: vine.number().withoutDecimals().min(0).max(10).optional().nullable(),
  bathrooms: vine.number().withoutDecimals().min(0).max(10).optional().nullable(),
  area: vine.number().min(1).max(1_000_000).optional().nullable(),
  price: vine.number().min(1).max(100_000_000_000).optional().nullable(),
  unit_type: vine.string().trim().maxLength(32).optional(),
})

export type GenerateUnitsInput = Awaited<ReturnType<(typeof generateUnitsValidator)['validate']>>
