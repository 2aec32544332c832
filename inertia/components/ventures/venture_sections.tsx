import { Check, MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { useShared } from '~/lib/page_props'
import { joinLocation } from '#rules/location_filter'
import type { Data } from '~generated/data'
import { useVentureLabels } from './labels'
import { LandmarkList, PhaseList } from './venture_timeline'

type Venture = Data.Venture.Variants['forDetail']

/** "2027-03" → "March 2027" in the page's language. */
function useMonth() {
  const { locale } = useShared()
  return (month: string | null) => {
    if (!month) return null
    const [year, number] = month.split('-').map(Number)
    if (!year || !number) return month
    return new Intl.DateTimeFormat(`${locale}-IN`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(Date.UTC(year, number - 1, 1))
  }
}

function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <div key={item.label} className="rounded-control bg-ink-50 px-3 py-2">
          <dt className="text-xs text-ink-600">{item.label}</dt>
          <dd className="font-medium text-ink-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Overview tab: description, the project's facts, development phases. */
export function VentureOverview({ venture }: { venture: Venture }) {
  const t = useT()
  const labels = useVentureLabels()
  const month = useMonth()
  const facts = [
    { label: t('venture_pages.overview.builder'), value: venture.builder_name },
    venture.property_types.length > 0 && {
      label: t('venture_pages.overview.property_types'),
      value: venture.property_types.map(labels.propertyType).join(', '),
    },
    month(venture.launch_date) && {
      label: t('venture_pages.overview.launch'),
      value: month(venture.launch_date),
    },
    month(venture.possession_date) && {
      label: t('venture_pages.overview.possession'),
      value: month(venture.possession_date),
    },
    venture.approvals.length > 0 && {
      label: t('venture_pages.overview.approvals'),
      value: venture.approvals.map(labels.approval).join(', '),
    },
    venture.rera_number && {
      label: t('venture_pages.overview.rera_number'),
      value: venture.rera_number,
    },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact))

  return (
    <div className="space-y-4">
      <Card>
        <h2 className="text-lg font-semibold text-ink-900">{t('venture_pages.overview.about')}</h2>
        <p className="mt-2 whitespace-pre-line leading-relaxed text-ink-700">
          {venture.description}
        </p>
        <div className="mt-4">
          <Facts items={facts} />
        </div>
      </Card>
      <Card>
        <h2 className="text-lg font-semibold text-ink-900">{t('venture_pages.overview.phases')}</h2>
        {venture.phases.length ? (
          <PhaseList phases={venture.phases} />
        ) : (
          <p className="mt-2 text-ink-600">{t('venture_pages.overview.no_phases')}</p>
        )}
      </Card>
    </div>
  )
}

/** Amenities tab; 'No amenities information available' when there are none (000 §2). */
export function VentureAmenities({ amenities }: { amenities: string[] }) {
  const t = useT()
  const labels = useVentureLabels()
  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink-900">{t('venture_pages.tabs.amenities')}</h2>
      {amenities.length ? (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {amenities.map((amenity) => (
            <li key={amenity} className="flex items-center gap-2 text-ink-700">
              <Check className="size-4 text-success-700" aria-hidden />
              {labels.amenity(amenity)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-600">{t('venture_pages.no_amenities')}</p>
      )}
    </Card>
  )
}

/** Location tab: the address and nearby landmarks. */
export function VentureLocation({ venture }: { venture: Venture }) {
  const t = useT()
  const parts = joinLocation({
    area: venture.area_name ?? '',
    city: venture.city ?? '',
    district: venture.district ?? '',
    state: venture.state ?? '',
  })
  return (
    <Card className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-ink-900">
          {t('venture_pages.location.address')}
        </h2>
        <p className="mt-2 flex items-start gap-1.5 text-ink-700">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {venture.location}
            {parts && parts !== venture.location && (
              <span className="block text-sm text-ink-600">{parts}</span>
            )}
          </span>
        </p>
      </div>
      <div>
        <h2 className="text-lg font-semibold text-ink-900">
          {t('venture_pages.location.landmarks')}
        </h2>
        {venture.nearby_landmarks.length ? (
          <LandmarkList landmarks={venture.nearby_landmarks} />
        ) : (
          <p className="mt-2 text-ink-600">{t('venture_pages.location.no_landmarks')}</p>
        )}
      </div>
    </Card>
  )
}
