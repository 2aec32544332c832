import { AlertCircle, Crosshair, MapPin } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/toast'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

/** The nearest known place to the device (DetectedLocationTransformer). */
export type DetectedPlace = Data.DetectedLocation

type State =
  | { step: 'idle' }
  | { step: 'detecting' }
  | { step: 'found'; place: DetectedPlace }
  | { step: 'failed'; message: string }

/** 000 §9: geolocation gives up after five seconds. */
export const GEOLOCATION_TIMEOUT_MS = 5000

const ERROR_MESSAGES: Record<number, string> = {
  1: 'locations.denied',
  2: 'locations.unavailable',
  3: 'locations.timeout',
}

/**
 * "Use my location" (000 §2 sidebar, §8 messages): device position → nearest
 * known place → a result panel with 'Apply This Location' or 'Clear'. A place
 * is usable only when a state was found.
 */
export function LocationDetector({ onApply }: { onApply: (place: DetectedPlace) => void }) {
  const t = useT()
  const [state, setState] = useState<State>({ step: 'idle' })

  const detect = () => {
    if (!('geolocation' in navigator)) {
      toast.error(t('locations.unsupported'))
      return
    }
    setState({ step: 'detecting' })
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        try {
          const url = urlFor('locations.reverse', undefined, {
            qs: { latitude: coords.latitude, longitude: coords.longitude },
          })
          const response = await fetch(url, { headers: { accept: 'application/json' } })
          const body = await response.json()
          if (!response.ok) {
            // e.g. 429 'Too many attempts. Please try again in 42 seconds.'
            setState({ step: 'failed', message: body.detail ?? t('locations.alert_processing') })
            return
          }
          if (!body.success || !body.location?.state) {
            setState({ step: 'failed', message: body.message ?? t('locations.undetermined') })
            return
          }
          setState({ step: 'found', place: body.location })
        } catch {
          setState({ step: 'failed', message: t('locations.alert_processing') })
        }
      },
      (error) =>
        setState({ step: 'failed', message: t(ERROR_MESSAGES[error.code] ?? 'locations.failed') }),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000, enableHighAccuracy: false }
    )
  }

  return (
    <div className="space-y-3" data-testid="location-detector">
      <Button
        variant="outline"
        fullWidth
        loading={state.step === 'detecting'}
        onClick={detect}
        iconLeft={<Crosshair className="size-4" aria-hidden />}
      >
        {state.step === 'detecting' ? t('locations.detecting') : t('locations.detect_button')}
      </Button>

      {state.step === 'found' && (
        <div
          className="rounded-control border border-success-600/30 bg-success-50 p-3"
          role="status"
        >
          <p className="text-xs font-medium text-success-700">{t('locations.detected_title')}</p>
          <p className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-ink-900">
            <MapPin className="mt-0.5 size-4 shrink-0 text-success-700" aria-hidden />
            {state.place.full_address}
          </p>
          <div className="mt-3 flex gap-2">
            <Button
              size="sm"
              onClick={() => {
                onApply(state.place)
                setState({ step: 'idle' })
              }}
            >
              {t('locations.apply')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setState({ step: 'idle' })}>
              {t('locations.clear')}
            </Button>
          </div>
        </div>
      )}

      {state.step === 'failed' && (
        <div
          className="flex items-start gap-2 rounded-control bg-danger-50 p-3 text-sm text-danger-700"
          role="alert"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div className="flex-1">
            <p>{state.message}</p>
            <button
              type="button"
              className="mt-1 text-xs font-semibold underline"
              onClick={() => setState({ step: 'idle' })}
            >
              {t('locations.clear')}
            </button>
          </div>
        </div>
      )}
    </div>
  )
}
