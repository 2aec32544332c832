import { useForm } from '@inertiajs/react'
import { joinLocation } from '#rules/location_filter'
import { amountOf, numberOf } from './amounts'

export type WizardStep = 1 | 2 | 3

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
  /** Typed in lakhs for rupees, whole dollars otherwise (see amounts.ts). */
  price_min: string
  price_max: string
  total_units: string
  rera_number: string
  property_types: string[]
  unit_types: string[]
  amenities: string[]
  approvals: string[]
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
  price_min: '',
  price_max: '',
  total_units: '',
  rera_number: '',
  property_types: [],
  unit_types: [],
  amenities: [],
  approvals: [],
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
  'price_range.min': 2,
  'price_range.max': 2,
  'price_range': 2,
  'total_units': 2,
}

/** The earliest step holding one of these errors (step 3 for the lists and anything else). */
export function stepOfErrors(errors: Record<string, unknown>): WizardStep | null {
  const fields = Object.keys(errors)
  if (!fields.length) return null
  return Math.min(
    ...fields.map((field) => STEP_OF_FIELD[field] ?? (field === 'rera_number' ? 2 : 3))
  ) as WizardStep
}

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
    possession_timeline: data.possession_timeline || null,
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
    images: [],
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

/** Create Venture's form state: Inertia form, errors cleared as the builder types. */
export function useVentureWizard() {
  const form = useForm<VentureFormData>(INITIAL)
  const change = <K extends keyof VentureFormData>(field: K, value: VentureFormData[K]) => {
    form.setData(field as any, value as any)
    if ((form.errors as Record<string, string>)[field]) form.clearErrors(field as any)
  }
  const errorOf = (...fields: string[]) => {
    const errors = form.errors as Record<string, string | undefined>
    for (const field of fields) if (errors[field]) return errors[field]
    return null
  }
  return { form, change, errorOf }
}
