import { Check } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { useVentureLabels } from './labels'

/** A unit as its dialog shows it: facing, bathrooms, description, amenities (VentureUnitTransformer). */
export type UnitDetails = Data.VentureUnit

/** Details already fetched in this page, by venture and unit: reopening a unit asks nothing. */
const fetched = new Map<string, Promise<UnitDetails>>()

function fetchDetails(ventureId: number, unitId: number): Promise<UnitDetails> {
  const key = `${ventureId}/${unitId}`
  let request = fetched.get(key)
  if (!request) {
    request = fetch(urlFor('ventures.units.show', { id: ventureId, unitId }), {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    }).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return response.json() as Promise<UnitDetails>
    })
    // A failure is not kept: opening the unit again asks again.
    request.catch(() => fetched.delete(key))
    fetched.set(key, request)
  }
  return request
}

/**
 * The details of the unit a dialog shows, fetched when it opens (the page
 * carries only what the seat-map draws): `null` while loading, or `failed`.
 */
export function useUnitDetails(ventureId: number, unitId: number) {
  const [state, setState] = useState<{ id: number; details: UnitDetails | null; failed: boolean }>({
    id: unitId,
    details: null,
    failed: false,
  })
  useEffect(() => {
    let current = true
    fetchDetails(ventureId, unitId).then(
      (details) => current && setState({ id: unitId, details, failed: false }),
      () => current && setState({ id: unitId, details: null, failed: true })
    )
    return () => {
      current = false
    }
  }, [ventureId, unitId])
  return state.id === unitId ? state : { id: unitId, details: null, failed: false }
}

/** The dialog's description and amenities, or a line saying they are loading or failed. */
export function UnitDetailsText({
  details,
  failed,
}: {
  details: UnitDetails | null
  failed: boolean
}) {
  const t = useT()
  const labels = useVentureLabels()
  if (failed)
    return (
      <p role="alert" className="text-sm text-danger-700">
        {t('venture_pages.modal.details_failed')}
      </p>
    )
  if (!details)
    return (
      <p className="text-sm text-ink-600" role="status" data-testid="unit-details-loading">
        {t('venture_pages.modal.details_loading')}
      </p>
    )
  return (
    <>
      {details.description && (
        <div data-testid="unit-description">
          <h3 className="font-semibold text-ink-900">{t('venture_pages.modal.description')}</h3>
          <p className="mt-1 whitespace-pre-line text-sm leading-relaxed text-ink-700">
            {details.description}
          </p>
        </div>
      )}
      {details.amenities.length > 0 && (
        <div>
          <h3 className="font-semibold text-ink-900">{t('venture_pages.modal.amenities')}</h3>
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {details.amenities.map((amenity) => (
              <li
                key={amenity}
                className="flex items-center gap-1 rounded-pill bg-ink-100 px-2 py-0.5 text-xs text-ink-700"
              >
                <Check className="size-3 text-success-700" aria-hidden />
                {labels.amenity(amenity)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}
