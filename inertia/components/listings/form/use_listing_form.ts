import { useForm } from '@inertiajs/react'
import { useCallback, type ChangeEvent, type FocusEvent } from 'react'
import { useT } from '~/lib/i18n'
import { checkListing, type ListingFieldValues } from '#rules/listing_rules'
import { joinLocation } from '#rules/location_filter'
import type { Data } from '~generated/data'

export type ListingFormData = {
  title: string
  property_type: string
  price: string
  /** Empty: no reservations. */
  booking_amount: string
  area: string
  bedrooms: string
  bathrooms: string
  status: string
  state: string
  district: string
  city: string
  area_name: string
  description: string
  amenities: string[]
  images: string[]
}

/** An existing listing as the server sends it to its owner. */
export type OwnedListing = Data.Property.Variants['forOwner']

export function initialData(listing: OwnedListing | null): ListingFormData {
  const text = (value: number | string | null | undefined) =>
    value === null || value === undefined ? '' : String(value)
  return {
    title: listing?.title ?? '',
    property_type: listing?.property_type ?? 'apartment',
    price: text(listing?.price),
    booking_amount: text(listing?.booking_amount),
    area: text(listing?.area),
    bedrooms: text(listing?.bedrooms),
    bathrooms: text(listing?.bathrooms),
    status: listing?.status ?? 'available',
    state: listing?.state ?? '',
    district: listing?.district ?? '',
    city: listing?.city ?? '',
    area_name: listing?.area_name ?? '',
    description: listing?.description ?? '',
    amenities: listing?.amenities ?? [],
    images: listing?.images ?? [],
  }
}

/** The display location (000 §5) built from the chosen places. */
export const displayLocation = (data: ListingFormData) =>
  joinLocation({
    state: data.state,
    district: data.district,
    city: data.city,
    area: data.area_name,
  })

function fieldValues(data: ListingFormData): ListingFieldValues {
  return { ...data, location: displayLocation(data) }
}

/** Only a booking sets or clears it: the form shows it and never sends it back. */
export const isReserved = (data: ListingFormData) => data.status === 'reserved'

/**
 * The request body of 001 §5: rooms as integers or null, price and area as numbers, lat and lng 0,
 * no booking amount as null, and no status for a reserved listing (it keeps its own).
 */
export function toPayload(data: ListingFormData, draft: boolean) {
  const { status, ...rest } = data
  return {
    ...rest,
    ...(isReserved(data) ? {} : { status }),
    booking_amount: data.booking_amount.trim() === '' ? null : Number(data.booking_amount.trim()),
    price: Number(data.price),
    area: Number(data.area),
    bedrooms: data.bedrooms.trim() === '' ? null : Number.parseInt(data.bedrooms, 10),
    bathrooms: data.bathrooms.trim() === '' ? null : Number.parseInt(data.bathrooms, 10),
    location: displayLocation(data),
    lat: 0,
    lng: 0,
    draft,
  }
}

/**
 * The add/edit property form: Inertia form state, on-blur checks with the
 * server's own rules (#rules/listing_rules), errors cleared while typing.
 */
export function useListingForm(listing: OwnedListing | null, currency: string) {
  const t = useT()
  const form = useForm<ListingFormData>(initialData(listing))

  const messages = useCallback(
    (data: ListingFormData, fields: readonly string[]) => {
      const failures = checkListing(fieldValues(data), fields, currency)
      return Object.fromEntries(
        Object.entries(failures).map(([field, failure]) => [
          field,
          t(`posting.validation.messages.${failure.key}`, {
            field: t(`posting.validation.fields.${field}`),
            ...failure.params,
          }),
        ])
      ) as Record<string, string>
    },
    [t, currency]
  )

  const change = <K extends keyof ListingFormData>(field: K, value: ListingFormData[K]) => {
    form.setData(field as any, value as any)
    if ((form.errors as Record<string, string>)[field]) form.clearErrors(field)
  }

  /**
   * Checks a field as it loses focus, except when focus moves to a button:
   * the message would push the button away mid-click, and the button's own
   * action (Next, Publish) checks every field anyway.
   */
  const blur = (
    field: string,
    event?: { relatedTarget: EventTarget | null; target: { value: string } }
  ) => {
    if (event?.relatedTarget instanceof HTMLButtonElement) return
    // The field's value as it is now: a blur right after the last keystroke can come before
    // React has rendered it into form.data (seen in CI on a loaded machine).
    const data = event ? { ...form.data, [field]: event.target.value } : form.data
    const message = messages(data, [field])[field]
    if (message) form.setError(field as keyof ListingFormData, message)
  }

  /** Checks some fields, shows their errors, and returns the fields that failed. */
  const validate = (fields: readonly string[]) => {
    const found = messages(form.data, fields)
    for (const field of fields) if (!found[field]) form.clearErrors(field as keyof ListingFormData)
    if (Object.keys(found).length)
      form.setError(found as Partial<Record<keyof ListingFormData, string>>)
    return Object.keys(found)
  }

  const errorOf = (field: string) =>
    (form.errors as Record<string, string | undefined>)[field] ?? null

  /** What ties a text field to the form: its name, value, change, blur check and error. */
  const bind = (field: TextFieldName) => ({
    name: field,
    value: form.data[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.target.value),
    onBlur: (event: FocusEvent<HTMLInputElement>) => blur(field, event),
    error: errorOf(field),
  })

  return { form, change, blur, validate, errorOf, bind }
}

/** The fields typed as text (everything but the lists). */
type TextFieldName = Exclude<keyof ListingFormData, 'amenities' | 'images'>

/** The form's state and helpers, as the steps receive them. */
export type ListingFormApi = ReturnType<typeof useListingForm>
