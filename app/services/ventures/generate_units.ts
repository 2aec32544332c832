import type Tower from '#models/tower'
import type Venture from '#models/venture'
import { DomainError } from '#exceptions/domain_error'
import { withWriteTransaction } from '#services/db/write_transaction'
import { sqlTime } from '#services/db/sql_time'
import { lockVenture } from '#services/ventures/venture_locks'
import { assertDraftRoom } from '#services/ventures/draft_limits'
import { unitAttributes } from '#services/ventures/unit_attributes'
import type { GenerateUnitsInput } from '#validators/tower'
import type { VentureUnitInput } from '#validators/venture_unit'
import { GENERATE_UNITS_MAX, generatedUnitNumbers } from '#rules/venture_options'
import { listingsChanged } from '#services/cache/visitor_counts'

/** Generating would pass the limit of one go (422 on `floors`). */
export class TooManyUnitsError extends DomainError {
  constructor(readonly max: number) {
    super('ventures.errors.too_many_units', {
      field: 'floors',
      rule: 'too_many_units',
      values: { max },
    })
  }
}

/**
 * 'Generate units' on a tower (001 §2 Venture Builder): floors × units per
 * floor, numbered 101, 102 … (floor × 100 + position), as free drafts;
 * numbers already in the tower are left alone. Returns how many were added.
 * All or nothing within the owner's draft limits (assertDraftRoom, reported
 * on `floors`).
 */
export default class GenerateUnits {
  async handle(venture: Venture, tower: Tower, input: GenerateUnitsInput): Promise<number> {
    const wanted = generatedUnitNumbers(input.floors, input.units_per_floor)
    if (wanted.length > GENERATE_UNITS_MAX) throw new TooManyUnitsError(GENERATE_UNITS_MAX)
    return withWriteTransaction(async (trx) => {
      listingsChanged(venture.countryCode, trx)
      await lockVenture(trx, venture)
      const numbers = await trx.from('properties').where('tower_id', tower.id).select('unit_number')
      const taken = new Set(numbers.map((row) => String(row.unit_number)))
      const now = sqlTime()
      const unitType = input.unit_type ?? 'apartment'
      const rows = wanted
        .filter(({ unitNumber }) => !taken.has(unitNumber))
        .map(({ floor, unitNumber }) => {
          const attributes = unitAttributes(venture, tower, {
            unit_name: unitNumber,
            unit_type: unitType as VentureUnitInput['unit_type'],
            floor,
            bedrooms: input.bedrooms ?? null,
            bathrooms: input.bathrooms ?? null,
            area: input.area ?? 1,
            price: input.price ?? venture.minPrice ?? 1,
          })
          return {
            owner_id: attributes.ownerId,
            venture_id: venture.id,
            tower_id: tower.id,
            unit_number: unitNumber,
            floor,
            unit_type: unitType,
            title: attributes.title,
            property_type: attributes.propertyType,
            price: attributes.price,
            area_sqft: attributes.areaSqft,
            bedrooms: attributes.bedrooms,
            bathrooms: attributes.bathrooms,
            status: 'available',
            description: attributes.description,
            amenities: JSON.stringify(venture.amenities ?? []),
            images: JSON.stringify([]),
            state: venture.state,
            district: venture.district,
            city: venture.city,
            area: venture.area,
            location: venture.location,
            country_code: venture.countryCode,
            listing_state: 'draft',
            created_at: now,
            updated_at: now,
          }
        })
      await assertDraftRoom(trx, venture.ownerId, rows.length, 'floors')
      for (let i = 0; i < rows.length; i += 200)
        await trx.table('properties').multiInsert(rows.slice(i, i + 200))
      await trx
        .from('towers')
        .where('id', tower.id)
        .update({ floors: input.floors, units_per_floor: input.units_per_floor, updated_at: now })
      return rows.length
    })
  }
}
