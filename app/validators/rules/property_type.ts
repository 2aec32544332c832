import vine from '@vinejs/vine'
import db from '@adonisjs/lucid/services/db'

/**
 * A property type from master data (issue 16: admins add them, so not a list
 * in code), reported as the `enum` rule so each validator's message applies.
 * `live: true` refuses retired types, except `current` (the type a listing
 * being edited already has); searches accept retired ones (old listings).
 */
export const propertyTypeRule = vine.createRule(
  async (
    value,
    options: { live: boolean; current?: (field: { meta: unknown }) => string | null | undefined },
    field
  ) => {
    if (typeof value !== 'string') return
    const row = await db.from('property_types').where('name', value).select('retired_at').first()
    const retiredRefused = options.live && row?.retired_at && value !== options.current?.(field)
    if (!row || retiredRefused) field.report('property_type.enum', 'enum', field)
  },
  { isAsync: true }
)
