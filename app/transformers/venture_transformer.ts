import type Venture from '#models/venture'
import { BaseTransformer } from '@adonisjs/core/transformers'
import { occupancyPercent } from '#rules/venture_options'
import {
  type DistanceUnit,
  distanceUnitOf,
  fromMetres,
  LANDMARK_KINDS,
  PHASE_STATUSES,
  type VentureLandmark,
} from '#rules/venture_timeline'
import type { StatusCounts } from '#services/ventures/unit_counts'
import * as s from '#transformers/schemas/json_schema'

/**
 * Unit counts computed for the request (services/ventures/unit_counts.ts),
 * attached before transforming: `venture.$extras.counts`.
 */
function countsOf(venture: Venture): StatusCounts | undefined {
  return venture.$extras.counts as StatusCounts | undefined
}

/** Landmarks with their distances in the market's unit (issue 27). */
function landmarksIn(landmarks: VentureLandmark[], unit: DistanceUnit) {
  return landmarks.map((landmark) => ({
    name: landmark.name,
    kind: landmark.kind,
    distance: landmark.distance_m === null ? null : fromMetres(landmark.distance_m, unit),
    distance_unit: unit,
  }))
}

export default class VentureTransformer extends BaseTransformer<Venture> {
  /**
   * `place` turns the stored English place names into the page language's
   * (PlaceNames.labeller, issue 27); /api answers keep the English names.
   */
  constructor(
    resource: Venture,
    protected place: (text: string) => string = (text) => text
  ) {
    super(resource)
  }

  /** A venture as /api clients see it (000 §3 Venture); prices in whole units of `currency`. */
  toObject() {
    const v = this.resource
    const counts = countsOf(v)
    return {
      id: v.id,
      name: v.name,
      builder: v.builder,
      builder_name: v.builderName,
      venture_type: v.ventureType,
      description: v.description,
      logo_url: v.logoUrl ?? null,
      location: this.place(v.location),
      state: v.state === null ? null : this.place(v.state),
      district: v.district === null ? null : this.place(v.district),
      city: v.city === null ? null : this.place(v.city),
      area_name: v.area === null ? null : this.place(v.area),
      country_code: v.countryCode,
      currency: v.currency,
      status: v.status,
      property_types: v.propertyTypes,
      unit_types: v.unitTypes,
      /** Configurations of the listed units (studio, 1bhk … penthouse). */
      unit_configs: v.unitConfigs,
      amenities: v.amenities,
      approvals: v.approvals,
      rera_number: v.reraNumber ?? null,
      launch_date: v.launchMonth ?? null,
      possession_date: v.possessionMonth ?? null,
      price_range: { min: v.minPrice ?? null, max: v.maxPrice ?? null },
      total_units: v.totalUnits,
      /** Listed units that are available; null when not counted for this answer. */
      available_units: counts ? counts.available : null,
      occupancy_percent:
        counts && v.unitCount ? occupancyPercent(v.unitCount, counts.available) : null,
      images: v.images,
      master_plan_images: v.masterPlanImages,
      phases: v.phases,
      nearby_landmarks: landmarksIn(v.nearbyLandmarks, distanceUnitOf(v.countryCode)),
      published_at: v.publishedAt?.toISO() ?? null,
    }
  }

  /** A venture card (000 §2 Venture list, home's Premium Ventures). */
  forCard() {
    const v = this.resource
    return {
      ...this.pick(this.toObject(), [
        'id',
        'name',
        'builder_name',
        'venture_type',
        'description',
        'location',
        'status',
        'total_units',
        'available_units',
        'occupancy_percent',
        'currency',
        'price_range',
        'rera_number',
      ]),
      unit_count: v.unitCount,
      rera_approved: v.approvals.includes('rera_approved'),
      image: v.images[0] ?? v.masterPlanImages[0] ?? null,
      amenities: v.amenities,
    }
  }

  /** The venture page (000 §2 Venture detail): everything public, with the per-status totals. */
  forDetail() {
    const v = this.resource
    return {
      ...this.toObject(),
      unit_count: v.unitCount,
      rera_approved: v.approvals.includes('rera_approved'),
      counts: countsOf(v) ?? null,
      owner_id: v.ownerId,
    }
  }

  /** My Ventures and the Venture Builder (001 §2): draft or public, and the builder's own counts. */
  forOwner() {
    const v = this.resource
    return {
      ...this.toObject(),
      is_public: v.isPublic,
      planned_units: v.plannedUnits,
      unit_count: v.unitCount,
      counts: countsOf(v) ?? null,
    }
  }
}

const strings = s.arrayOf(s.str)
/** One of `values`, or null (not given: entries stored before issue 27). */
const optionOrNull = (values: readonly string[]): s.Schema => ({
  type: ['string', 'null'],
  enum: [...values, null],
})
const venture = s.object({
  id: s.int,
  name: s.str,
  builder: s.str,
  builder_name: s.str,
  venture_type: s.str,
  description: s.str,
  logo_url: s.nullable(s.str),
  ...s.placeFields,
  currency: s.str,
  status: s.str,
  property_types: strings,
  unit_types: strings,
  unit_configs: strings,
  amenities: strings,
  approvals: strings,
  rera_number: s.nullable(s.str),
  launch_date: s.nullable(s.str),
  possession_date: s.nullable(s.str),
  price_range: s.object({ min: s.nullable(s.num), max: s.nullable(s.num) }),
  total_units: s.int,
  available_units: s.nullable(s.int),
  occupancy_percent: s.nullable(s.num),
  images: strings,
  master_plan_images: strings,
  phases: s.arrayOf(
    s.object({
      name: s.str,
      status: optionOrNull(PHASE_STATUSES),
      expected_date: s.nullable(s.str),
    })
  ),
  nearby_landmarks: s.arrayOf(
    s.object({
      name: s.str,
      kind: optionOrNull(LANDMARK_KINDS),
      distance: s.nullable(s.num),
      distance_unit: s.oneOfStrings(['km', 'mi']),
    })
  ),
  published_at: s.nullable(s.dateTime),
})
const CARD_KEYS = ['id', 'name', 'builder_name', 'venture_type', 'description', 'location']
const CARD_MORE = ['status', 'total_units', 'available_units', 'occupancy_percent', 'currency']
const counts = s.nullable(s.ref('UnitCounts'))

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const ventureSchemas = {
  Venture: venture,
  VentureCard: s.extend(
    s.pick(venture, [...CARD_KEYS, ...CARD_MORE, 'price_range', 'rera_number']),
    {
      unit_count: s.int,
      rera_approved: s.bool,
      image: s.nullable(s.str),
      amenities: strings,
    }
  ),
  VentureDetail: s.extend(venture, {
    unit_count: s.int,
    rera_approved: s.bool,
    counts,
    owner_id: s.int,
  }),
  VentureOwned: s.extend(venture, {
    is_public: s.bool,
    planned_units: s.int,
    unit_count: s.int,
    counts,
  }),
}
