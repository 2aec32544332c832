import {
  Building,
  Hospital,
  MapPin,
  Plane,
  School,
  ShoppingBag,
  TrainFront,
  Trees,
  type LucideIcon,
} from 'lucide-react'
import { Badge, type BadgeTone } from '~/components/ui/badge'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import type { Data } from '~generated/data'

type Venture = Data.Venture.Variants['forDetail']
type Phase = Venture['phases'][number]
type Landmark = Venture['nearby_landmarks'][number]

const STATUS_TONES: Record<string, BadgeTone> = {
  planned: 'neutral',
  under_construction: 'warning',
  completed: 'success',
}

const KIND_ICONS: Record<string, LucideIcon> = {
  school: School,
  hospital: Hospital,
  transit: TrainFront,
  airport: Plane,
  shopping: ShoppingBag,
  office: Building,
  park: Trees,
}

/** "2027-03" → "March 2027", "2027-03-15" → "15 March 2027" in the page's language. */
function useExpectedDate() {
  const { locale } = useShared()
  return (value: string) => {
    const [year, month, day] = value.split('-').map(Number)
    if (!year || !month) return value
    return new Intl.DateTimeFormat(`${locale}-IN`, {
      day: day ? 'numeric' : undefined,
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(year, month - 1, day || 1))
  }
}

/** Overview's phases (issue 27): in the developer's order, each with its status and expected date when given. */
export function PhaseList({ phases }: { phases: Phase[] }) {
  const t = useT()
  const expected = useExpectedDate()
  return (
    <ol className="mt-3 space-y-3" data-testid="venture-phases">
      {phases.map((phase, index) => (
        <li key={`${index}-${phase.name}`} className="flex gap-3 text-ink-700">
          <span
            className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-xs font-bold text-brand-700"
            aria-hidden
          >
            {index + 1}
          </span>
          <div className="min-w-0">
            <p className="font-medium text-ink-900">{phase.name}</p>
            {(phase.status || phase.expected_date) && (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-600">
                {phase.status && (
                  <Badge tone={STATUS_TONES[phase.status] ?? 'neutral'}>
                    {t(`venture_pages.phase_statuses.${phase.status}`)}
                  </Badge>
                )}
                {phase.expected_date && (
                  <span>
                    {t(
                      phase.status === 'completed'
                        ? 'venture_pages.overview.phase_completed_on'
                        : 'venture_pages.overview.phase_expected',
                      { date: expected(phase.expected_date) }
                    )}
                  </span>
                )}
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}

/** Location's landmarks: kind icon and label, distance in the venture's market unit, when given. */
export function LandmarkList({ landmarks }: { landmarks: Landmark[] }) {
  const t = useT()
  const { locale } = useShared()
  const number = new Intl.NumberFormat(`${locale}-IN`, { maximumFractionDigits: 2 })
  return (
    <ul className="mt-3 space-y-3" data-testid="venture-landmarks">
      {landmarks.map((landmark, index) => {
        const Icon = (landmark.kind && KIND_ICONS[landmark.kind]) || MapPin
        const details = [
          landmark.kind && t(`venture_pages.landmark_kinds.${landmark.kind}`),
          landmark.distance !== null &&
            t(`venture_pages.location.distance_${landmark.distance_unit}`, {
              distance: number.format(landmark.distance),
            }),
        ].filter(Boolean)
        return (
          <li key={`${index}-${landmark.name}`} className="flex items-start gap-3 text-ink-700">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-ink-50">
              <Icon className="size-4 text-ink-600" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="font-medium text-ink-900">{landmark.name}</p>
              {details.length > 0 && <p className="text-sm text-ink-600">{details.join(' · ')}</p>}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
