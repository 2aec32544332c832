import { useForm } from '@inertiajs/react'
import { joinLocation } from '#rules/location_filter'
import { distanceUnitOf } from '#rules/venture_timeline'
import { amountOf, enteredOf, numberOf } from './amounts'
import type { OwnerVenture } from './types'

export type WizardStep = 1 | 2 | 3 | 4

/** A phase as the wizard edits it (issue 27): '' for a status or date not given. */
export type PhaseRow = { name: string; status: string; expected_date: string }
/** A landmark: the distance as typed, in the venture's market unit. */
export type LandmarkRow = { name: string; kind: string; distance: string }

export type VentureFormData = {
  name: string
  description: string
  builder: string
  builder_name: string
  venture_type: string
  logo_url: string
  state: string
  district: string
  city: string
  area_name: string
  status: string
  /** yyyy-mm (month picker). */
  launch_date: string
  possession_timeline: string
  /** yyyy-mm: the stored possession month of a venture being edited ('' for none). */
  possession_date: string
  /** Typed in lakhs for rupees, whole dollars otherwise (see amounts.ts). */
  price_min: string
  price_max: string
  total_units: string
  rera_number: string
  property_types: string[]
  unit_types: string[]
  amenities: string[]
  approvals: string[]
  /** Photos and master-plan images: uploaded (POST /uploads/images) or pasted; the first photo is the cover. */
  images: string[]
  master_plan_images: string[]
  phases: PhaseRow[]
  nearby_landmarks: LandmarkRow[]
}

const INITIAL: VentureFormData = {
  name: '',
  description: '',
  builder: 'others',
  builder_name: '',
  venture_type: 'residential',
  logo_url: '',
  state: '',
  district: '',
  city: '',
  area_name: '',
  status: 'planning',
  launch_date: '',
  possession_timeline: '',
  possession_date: '',
  price_min: '',
  price_max: '',
  total_units: '',
  rera_number: '',
  property_types: [],
  unit_types: [],
  amenities: [],
  approvals: [],
  images: [],
  master_plan_images: [],
  phases: [],
  nearby_landmarks: [],
}

/** Edit Venture: the form as the venture is stored (prices as the builder types them). */
export function formOfVenture(venture: OwnerVenture): VentureFormData {
  return {
    ...INITIAL,
    name: venture.name,
    description: venture.description,
    builder: venture.builder,
    builder_name: venture.builder === 'others' ? venture.builder_name : '',
    venture_type: venture.venture_type,
    logo_url: venture.logo_url ?? '',
    state: venture.state ?? '',
    district: venture.district ?? '',
    city: venture.city ?? '',
    area_name: venture.area_name ?? '',
    status: venture.status,
    launch_date: venture.launch_date ?? '',
    possession_date: venture.possession_date ?? '',
    price_min: enteredOf(venture.price_range.min, venture.currency),
    price_max: enteredOf(venture.price_range.max, venture.currency),
    total_units: venture.planned_units ? String(venture.planned_units) : '',
    rera_number: venture.rera_number ?? '',
    property_types: venture.property_types,
    unit_types: venture.unit_types,
    amenities: venture.amenities,
    approvals: venture.approvals,
    images: venture.images,
    master_plan_images: venture.master_plan_images,
    phases: venture.phases.map((phase) => ({
      name: phase.name,
      status: phase.status ?? '',
      expected_date: phase.expected_date ?? '',
    })),
    nearby_landmarks: venture.nearby_landmarks.map((landmark) => ({
      name: landmark.name,
      kind: landmark.kind ?? '',
      distance: landmark.distance === null ? '' : String(landmark.distance),
    })),
  }
}

/** Which step shows each field the server may answer about (its error sends the wizard back there). */
const STEP_OF_FIELD: Record<string, WizardStep> = {
  'name': 1,
  'description': 1,
  'builder': 1,
  'builder_name': 1,
  'venture_type': 1,
  'logo_url': 1,
  'location': 2,
  'state': 2,
  'district': 2,
  'city': 2,
  'area_name': 2,
  'country_code': 2,
  'status': 2,
  'launch_date': 2,
  'possession_timeline': 2,
  'possession_date': 2,
  'price_range.min': 2,
  'price_range.max': 2,
  'price_range': 2,
  'total_units': 2,
}

/** The earliest step holding one of these errors (step 3 for the lists and anything else). */
export function stepOfErrors(errors: Record<string, unknown>): WizardStep | null {
  const fields = Object.keys(errors)
  if (!fields.length) return null
  return Math.min(...fields.map(stepOfField)) as WizardStep
}

/** Photos, plans, phases and landmarks (and their items, `images.0`) are on step 4; other lists on step 3. */
function stepOfField(field: string): WizardStep {
  if (STEP_OF_FIELD[field]) return STEP_OF_FIELD[field]
  if (field === 'rera_number') return 2
  return MEDIA_FIELDS.includes(field.split('.')[0]) ? 4 : 3
}
const MEDIA_FIELDS = ['images', 'master_plan_images', 'phases', 'nearby_landmarks']

/** 001 §4: Next (step 1) and both saves wait for a name and a description. */
export const hasBasics = (data: VentureFormData) =>
  data.name.trim() !== '' && data.description.trim() !== ''

/** RERA registration applies to Indian projects, and to any project that ticks 'RERA Approved'. */
export const asksRera = (data: VentureFormData, country: string) =>
  country === 'IN' || data.approvals.includes('rera_approved')

/**
 * The body of POST /ventures (001 §7): prices in whole units of the
 * currency, 0 when empty, as is the planned total (001 §5); the place as the
 * tree's names (none chosen: the server asks for a location).
 */
export function toVenturePayload(
  data: VentureFormData,
  options: { currency: string; country: string; isPublic: boolean }
) {
  const text = (value: string) => value.trim() || undefined
  const place = data.state
    ? {
        state: data.state,
        district: text(data.district),
        city: text(data.city),
        area_name: text(data.area_name),
      }
    : {}
  return {
    name: data.name.trim(),
    description: data.description.trim(),
    builder: data.builder,
    builder_name: data.builder === 'others' ? text(data.builder_name) : undefined,
    venture_type: data.venture_type,
    logo_url: text(data.logo_url) ?? null,
    ...place,
    status: data.status,
    launch_date: data.launch_date || null,
    // A timeline chosen now sets the month; otherwise the month as stored (none on a new venture).
    ...(data.possession_timeline
      ? { possession_timeline: data.possession_timeline }
      : { possession_date: data.possession_date || null }),
    price_range: {
      min: amountOf(data.price_min, options.currency) ?? 0,
      max: amountOf(data.price_max, options.currency) ?? 0,
    },
    total_units: numberOf(data.total_units) ?? 0,
    rera_number: asksRera(data, options.country) ? (text(data.rera_number) ?? null) : null,
    property_types: data.property_types,
    unit_types: data.unit_types,
    amenities: data.amenities,
    approvals: data.approvals,
    images: data.images,
    master_plan_images: data.master_plan_images,
    // Every row as entered (a row without a name is refused, by its row index); '' as null.
    phases: data.phases.map((phase) => ({
      name: phase.name.trim(),
      status: phase.status || null,
      expected_date: phase.expected_date || null,
    })),
    nearby_landmarks: data.nearby_landmarks.map((landmark) => ({
      name: landmark.name.trim(),
      kind: landmark.kind || null,
      distance: landmark.distance.trim() === '' ? null : Number(landmark.distance),
      distance_unit: distanceUnitOf(options.country),
    })),
    is_public: options.isPublic,
  }
}

/** The display location (000 §5) of the chosen places, for the preview under the selects. */
export const displayPlace = (data: VentureFormData) =>
  joinLocation({
    state: data.state,
    district: data.district,
    city: data.city,
    area: data.area_name,
  })

/** The wizard's state, handed to each step. */
export type Wizard = ReturnType<typeof useVentureWizard>

/** Create and Edit Venture's form state: Inertia form, errors cleared as the builder types. */
export function useVentureWizard(initial: VentureFormData = INITIAL) {
  const form = useForm<VentureFormData>(initial)
  const change = <K extends keyof VentureFormData>(field: K, value: VentureFormData[K]) => {
    form.setData(field as any, value as any)
    // The field's errors, and its rows' (phases.0.name), go as it changes.
    const stale = Object.keys(form.errors).filter(
      (key) => key === field || key.startsWith(`${field}.`)
    )
    if (stale.length) form.clearErrors(...(stale as any[]))
  }
  const errorOf = (...fields: string[]) => {
    const errors = form.errors as Record<string, string | undefined>
    for (const field of fields) if (errors[field]) return errors[field]
    return null
  }
  return { form, change, errorOf }
}
