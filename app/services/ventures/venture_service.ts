import { DateTime } from 'luxon'
import Venture from '#models/venture'
import type User from '#models/user'
import { placeColumns, resolvePlace } from '#services/listings/listing_place'
import { lockUser, withWriteTransaction } from '#services/db/write_transaction'
import { lockVenture } from '#services/ventures/venture_locks'
import { refreshUnitCount } from '#services/ventures/unit_counts'
import { applyVisibility } from '#services/ventures/venture_visibility'
import { VENTURE_LISTS } from '#services/ventures/venture_lists'
import { storedLandmarks, storedPhases } from '#services/ventures/venture_timeline'
import { sqlTime } from '#services/db/sql_time'
import type { VentureInput } from '#validators/venture'
import { BUILDER_NAMES, POSSESSION_CHOICES, type PossessionChoice } from '#rules/venture_options'
import type { CountryCode } from '#rules/countries'
import ListingAdmin from '#services/admin/listing_admin'
import { actorOf } from '#services/audit/audit_trail'
import { assertReraNumber } from '#services/ventures/rera_rule'
import UnusedUploads from '#services/media/unused_uploads'
import { queueAlerts } from '#services/alerts/alert_jobs'
import { listingsChanged, venturesChanged } from '#services/cache/visitor_counts'

/**
 * Creating, editing and deleting ventures (001 §2 Create Venture, My
 * Ventures). Ventures and towers are free (001 §1); units cost credits when
 * they go public (venture_units.ts). Owner, dates and unit counts are set here
 * only, never from input.
 */
export default class VentureService {
  async create(owner: User, input: VentureInput, marketCountry: CountryCode): Promise<Venture> {
    const attributes = await this.#attributes(input, marketCountry, owner)
    return withWriteTransaction(async (trx) => {
      await lockUser(trx, owner.id) // lock order: the owner's row before the insert that references it
      const venture = new Venture()
      venture.useTransaction(trx)
      const isPublic = input.is_public ?? false
      venture.merge({
        ...attributes,
        ownerId: owner.id,
        isPublic,
        publishedAt: isPublic ? DateTime.now() : null,
        unitCount: 0,
      })
      await venture.save()
      if (isPublic) await queueAlerts(trx, 'ventures', [venture.id])
      return venture
    })
  }

  /** Same rules as creating; what the input leaves out stays as it is. `actor`: the owner or an admin. */
  async update(venture: Venture, input: VentureInput, actor: User): Promise<Venture> {
    const attributes = await this.#attributes(
      input,
      venture.countryCode as CountryCode,
      actor,
      venture
    )
    const mediaBefore = mediaOf(venture)
    const saved = await withWriteTransaction(async (trx) => {
      const { isPublic: wasPublic } = await lockVenture(trx, venture)
      venture.useTransaction(trx)
      venture.merge(attributes)
      await venture.save()
      // Private again: its units leave search; public again: paid units return free.
      if (input.is_public !== undefined)
        await applyVisibility(trx, venture, wasPublic, input.is_public)
      await refreshUnitCount(trx, venture.id) // the planned total may have changed
      await venture.refresh()
      return venture
    })
    // Photos the edit dropped are pruned a day later unless something still uses them.
    await new UnusedUploads().released(mediaBefore, mediaOf(saved))
    return saved
  }

  /**
   * Deletes the venture with its towers and units (001 §8 confirm text): the
   * units leave search at once (deleted_at, as deleted listings), the venture
   * is kept for admins with its leads. An admin deleting someone else's
   * venture makes an admin change: audited, and restorable from the panel.
   */
  async remove(venture: Venture, actor: User): Promise<void> {
    if (actor.id !== venture.ownerId)
      return new ListingAdmin().removeVenture(actorOf(actor), venture.id)
    await withWriteTransaction(async (trx) => {
      await lockVenture(trx, venture)
      const now = sqlTime()
      listingsChanged(venture.countryCode, trx)
      venturesChanged(venture.countryCode, trx)
      await trx
        .from('properties')
        .where('venture_id', venture.id)
        .whereNull('deleted_at')
        .update({ deleted_at: now, updated_at: now })
      await trx
        .from('ventures')
        .where('id', venture.id)
        .update({ deleted_at: now, is_public: false, unit_count: 0, updated_at: now })
    })
  }

  async #attributes(input: VentureInput, country: CountryCode, owner: User, current?: Venture) {
    const place =
      input.state || input.location
        ? await resolvePlace(input, input.country_code ?? country)
        : null
    const builder = input.builder ?? current?.builder ?? 'others'
    const attributes: Partial<Venture> = {
      name: input.name,
      description: input.description,
      builder,
      builderName:
        input.builder_name || BUILDER_NAMES[builder] || current?.builderName || owner.name,
    }
    if (input.logo_url !== undefined) attributes.logoUrl = input.logo_url ?? null
    if (input.venture_type)
      attributes.ventureType = input.venture_type === 'mixed' ? 'mixed_use' : input.venture_type
    if (input.status) attributes.status = input.status
    if (input.property_types) attributes.propertyTypes = input.property_types
    if (input.unit_types) attributes.unitTypes = input.unit_types
    if (input.amenities) attributes.amenities = input.amenities
    if (input.approvals) attributes.approvals = input.approvals
    if (input.images) attributes.images = input.images
    if (input.master_plan_images) attributes.masterPlanImages = input.master_plan_images
    if (input.phases) attributes.phases = storedPhases(input.phases)
    if (input.nearby_landmarks)
      // Distances in the unit of the market the venture ends up in (its place decides).
      attributes.nearbyLandmarks = storedLandmarks(
        input.nearby_landmarks,
        place?.countryCode ?? current?.countryCode ?? input.country_code ?? country
      )
    if (input.rera_number !== undefined) attributes.reraNumber = input.rera_number || null
    if (input.launch_date !== undefined) attributes.launchMonth = input.launch_date || null
    const possession = possessionMonth(input)
    if (possession !== undefined) attributes.possessionMonth = possession
    if (input.price_range) {
      attributes.minPrice = input.price_range.min || null
      attributes.maxPrice = input.price_range.max || null
    }
    if (input.total_units !== undefined) attributes.plannedUnits = input.total_units ?? 0
    assertReraNumber(attributes, current)
    if (place) Object.assign(attributes, placeColumns(place))
    if (!current) {
      // Lists default to empty on a new venture.
      for (const key of VENTURE_LISTS) attributes[key] ??= []
      attributes.plannedUnits ??= 0
      attributes.totalUnits = attributes.plannedUnits
    }
    return attributes
  }
}

/** Our uploads a venture shows: photos, master plans and logo. */
const mediaOf = (venture: Venture) => [
  ...venture.images,
  ...venture.masterPlanImages,
  ...(venture.logoUrl ? [venture.logoUrl] : []),
]

/** The stored possession month: the month given, or today plus the builder's timeline choice. */
function possessionMonth(input: VentureInput): string | null | undefined {
  if (input.possession_date !== undefined && input.possession_date !== null)
    return input.possession_date
  if (input.possession_timeline)
    return DateTime.now()
      .plus({ months: POSSESSION_CHOICES[input.possession_timeline as PossessionChoice] })
      .toFormat('yyyy-MM')
  if (input.possession_date === null || input.possession_timeline === null) return null
  return undefined
}
