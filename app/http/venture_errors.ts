import type { HttpContext } from '@adonisjs/core/http'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { UnknownPlaceError } from '#services/listings/listing_place'
import { ListingReservedError } from '#services/listings/listing_service'
import { DuplicateTowerError } from '#services/ventures/tower_service'
import {
  DuplicateUnitError,
  TooManyUnitsError,
  UnknownTowerError,
  UnknownUnitsError,
} from '#services/ventures/venture_units'
import { VentureGoneError } from '#services/ventures/venture_locks'
import { DraftUnitsLimitError } from '#services/ventures/draft_limits'
import Venture from '#models/venture'

/**
 * Runs a venture write, turning the services' refusals into field errors
 * (422 with `{detail, errors}` on /api, form errors on pages) and a venture
 * deleted meanwhile into a 404. A draft-unit limit is reported on
 * `limitField` (the form's field that shows it). Messages:
 * resources/lang/<locale>/ventures.json.
 */
export async function withVentureErrors<T>(
  ctx: HttpContext,
  write: () => Promise<T>,
  limitField = 'unit_name'
): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const field =
      error instanceof DraftUnitsLimitError
        ? { name: limitField, key: `draft_units_${error.kind}`, params: error.params }
        : fieldOf(error)
    if (field) {
      const message = ctx.i18n.t(`ventures.errors.${field.key}`, field.params)
      throw new vineErrors.E_VALIDATION_ERROR([{ field: field.name, message, rule: field.key }])
    }
    if (error instanceof VentureGoneError) throw new lucidErrors.E_ROW_NOT_FOUND(Venture)
    throw error
  }
}

function fieldOf(
  error: unknown
): { name: string; key: string; params?: Record<string, unknown> } | null {
  if (error instanceof UnknownPlaceError) return { name: error.field, key: 'unknown_place' }
  if (error instanceof ListingReservedError) return { name: 'status', key: 'unit_reserved' }
  if (error instanceof DuplicateTowerError) return { name: 'name', key: 'duplicate_tower' }
  if (error instanceof DuplicateUnitError)
    return { name: 'unit_name', key: 'duplicate_unit', params: { unit: error.unitNumber } }
  if (error instanceof UnknownTowerError) return { name: 'tower_id', key: 'unknown_tower' }
  if (error instanceof UnknownUnitsError) return { name: 'unit_ids', key: 'unknown_units' }
  if (error instanceof TooManyUnitsError)
    return { name: 'floors', key: 'too_many_units', params: { max: error.max } }
  return null
}
