import vine from '@vinejs/vine'
import { PRICE_MAX } from '#rules/listing_rules'
import { BUILDER_UNIT_STATUSES, FACINGS, UNIT_TYPES } from '#rules/venture_options'

/** A unit number as the builder's form takes it. */
export const UNIT_ID_PATTERN = /^[A-Za-z0-9\-/ ]+$/

/**
 * One data row of a bulk-upload sheet (001 §5), after the cells were read as
 * text and normalised (numbers without grouping commas, enumerations in their
 * stored spelling: row_cells.ts). Ranges are the builder form's
 * (venture_unit.ts) and the venture form's, so an import can hold nothing the
 * screens refuse.
 */
export const bulkRowValidator = vine.create({
  Venture_Name: vine.string().trim().minLength(2).maxLength(150),
  State: vine.string().trim().minLength(1).maxLength(80),
  District: vine.string().trim().maxLength(80).optional(),
  City: vine.string().trim().minLength(1).maxLength(80),
  Area_Name: vine.string().trim().maxLength(120).optional(),
  Tower_Name: vine.string().trim().minLength(1).maxLength(80),
  Floor: vine.number().withoutDecimals().min(-5).max(300),
  Unit_ID: vine.string().trim().minLength(1).maxLength(20).regex(UNIT_ID_PATTERN),
  Unit_Type: vine.enum(UNIT_TYPES),
  BHK: vine.number().withoutDecimals().min(0).max(10).optional(),
  Bathrooms: vine.number().withoutDecimals().min(0).max(10).optional(),
  Area: vine.number().min(1).max(1_000_000),
  Price: vine.number().min(1).max(PRICE_MAX),
  Facing: vine.enum(FACINGS).optional(),
  Status: vine.enum(BUILDER_UNIT_STATUSES).optional(),
})

export type BulkRow = Awaited<ReturnType<(typeof bulkRowValidator)['validate']>>
