import sharp from 'sharp'
import User from '#models/user'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { LeadFactory } from '#database/factories/lead_factory'
import { BookingFactory } from '#database/factories/booking_factory'
import { PaymentFactory } from '#database/factories/payment_factory'
import { seedPackages } from '#tests/helpers/credits'
import { fixture } from '#tests/helpers/bulk'
import { addUnits, makeVenture } from '#tests/helpers/ventures'
import { ownerWithCredits } from '../posting/helpers.js'

/**
 * What the conformance test needs to make each documented operation's
 * request real: an admin who owns a listing, a venture with a tower and
 * units, a lead, a booking and a Stripe checkout, plus another user (the
 * admin's user operations; a listing of theirs to book). The admin may call
 * every operation; `logoutToken` is the one POST /api/auth/logout revokes.
 */
export async function conformanceWorld() {
  await seedPackages()
  const { user: admin, token } = await ownerWithCredits(200, 'admin')
  const other = await UserFactory.create()
  const property = await PropertyFactory.merge({
    ownerId: admin.id,
    bookingAmount: 50_000,
  }).create()
  const venture = await makeVenture(admin)
  const spare = await makeVenture(admin)
  const { units } = await addUnits(venture, 'Tower 1', [{ number: '101' }, { number: '102' }])
  const unit = units[0]
  const bookable = await PropertyFactory.merge({
    ownerId: other.id,
    bookingAmount: 50_000,
  }).create()
  const lead = await LeadFactory.merge({ ownerId: admin.id, propertyId: property.id }).create()
  const booking = await BookingFactory.merge({ propertyId: property.id, userId: other.id }).create()
  const payment = await PaymentFactory.merge({
    userId: admin.id,
    providerOrderId: 'cs_test_conformance',
  }).create()
  const spareToken = await User.accessTokens.create(admin, ['*'], { name: 'spare' })
  const logoutToken = await User.accessTokens.create(admin, ['*'], { name: 'logout' })
  return {
    token,
    logoutToken: logoutToken.value!.release(),
    ids: {
      property: property.id,
      bookable: bookable.id,
      venture: venture.id,
      spare: spare.id,
      tower: unit.towerId!,
      unit: unit.id,
      lead: lead.id,
      booking: booking.id,
      other: other.id,
      token: Number(spareToken.identifier),
      session: payment.providerOrderId!,
    },
  }
}

export type World = Awaited<ReturnType<typeof conformanceWorld>>

/** Ids the answers give (a preview, an import, a master-data item), for the operations after them. */
export type Learned = { preview?: number; import?: number; item?: number }

/** The path parameters of an operation, by its route name. */
export function pathValues(
  name: string,
  { ids }: World,
  learned: Learned
): Record<string, unknown> {
  if (name.startsWith('api.admin.master_data')) return { type: 'amenities', id: learned.item ?? 0 }
  if (name.startsWith('api.admin.users')) return { id: ids.other }
  if (name.startsWith('api.admin.ventures')) return { id: ids.spare }
  if (name === 'api.admin.bookings.cancel') return { id: ids.booking }
  if (name.startsWith('api.bulk_upload.imports')) return { id: learned.import ?? 0 }
  if (name === 'api.auth.tokens.destroy') return { id: ids.token }
  if (name === 'api.payment.transaction_by_session') return { id: ids.session }
  if (name === 'api.leads.status') return { id: ids.lead }
  if (name.startsWith('api.ventures'))
    return { id: ids.venture, towerId: ids.tower, unitId: ids.unit }
  return { id: ids.property }
}

/** The body of an operation: its example, with the world's ids where the example names one. */
export function bodyOf(name: string, example: unknown, { ids }: World, learned: Learned) {
  const own: Record<string, unknown> = {
    'api.favorites.store': { property_id: ids.property },
    'api.bookings.store': { property_id: ids.bookable },
    'api.ventures.units.publish': { unit_ids: [ids.unit] },
    'api.ventures.visibility': { is_public: true },
    'api.ventures.units.update': {
      unit_name: 'A-105',
      unit_type: 'apartment',
      area: 1200,
      price: 1,
    },
    'api.ventures.towers.update': { name: 'Tower 1', floors: 12, units_per_floor: 4 },
    'api.bulk_upload.process': { preview_id: learned.preview ?? 0 },
    'api.bulk_upload.error_copy': { preview_id: learned.preview ?? 0 },
    'api.admin.master_data.store': { name: 'Rooftop garden', display_order: 9 },
    'api.admin.master_data.update': { name: 'Rooftop gardens', display_order: 9 },
  }
  return own[name] ?? example
}

/** The file of an upload operation. */
export async function uploadOf(field: string) {
  if (field === 'file') return { bytes: await fixture('valid_units.xlsx'), filename: 'units.xlsx' }
  const png = sharp({ create: { width: 64, height: 48, channels: 3, background: '#1a7a69' } })
  return { bytes: await png.png().toBuffer(), filename: 'house.png' }
}
