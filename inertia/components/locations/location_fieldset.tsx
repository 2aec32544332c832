import { FieldMessages } from '~/components/ui/input'
import type { StateTree } from '#rules/location_filter'
import { LocationSelects } from './location_selects'

/** A place as a posting form holds it: the area is `area_name`, as the server stores it. */
type Place = { state: string; district: string; city: string; area_name: string }

/** The part of an Inertia form the fieldset reads and writes (a listing's, a venture's). */
type PlaceForm<Data extends Place> = {
  data: Data
  setData(update: (data: Data) => Data): void
  clearErrors(...fields: string[]): void
}

/**
 * The required place of a posting form (001 §2): the location selects, what they add up
 * to, and the first error of any level. Choosing clears the errors of every level.
 */
export function LocationFieldset<Data extends Place>({
  form,
  tree,
  legend,
  hint,
  emptyLabel,
  preview,
  error,
  errorId,
  hintId,
}: {
  form: PlaceForm<Data>
  tree: StateTree
  legend: string
  hint?: string
  emptyLabel: string
  /** The chosen place in words, shown once there is one. */
  preview?: string
  error?: string | null
  errorId: string
  hintId: string
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink-800">
        {legend}
        <span aria-hidden="true" className="ms-0.5 text-danger-700">
          *
        </span>
      </legend>
      {hint && <p className="mb-3 text-sm text-ink-600">{hint}</p>}
      <div className="grid gap-x-5 sm:grid-cols-2 [&>div]:contents">
        <LocationSelects
          tree={tree}
          emptyLabel={emptyLabel}
          value={{
            state: form.data.state,
            district: form.data.district,
            city: form.data.city,
            area: form.data.area_name,
          }}
          onChange={(value) => {
            form.setData((data) => ({
              ...data,
              state: value.state,
              district: value.district,
              city: value.city,
              area_name: value.area,
            }))
            form.clearErrors('location', 'state', 'district', 'city', 'area_name')
          }}
        />
      </div>
      {preview && (
        <p className="mt-2 text-sm text-ink-700" data-testid="location-preview">
          {preview}
        </p>
      )}
      <FieldMessages error={error} errorId={errorId} hintId={hintId} />
    </fieldset>
  )
}
