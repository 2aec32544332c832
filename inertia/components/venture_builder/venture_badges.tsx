import { Badge, type BadgeTone } from '~/components/ui/badge'
import { useT } from '~/lib/i18n'
import { useOptionLabels } from './labels'

/** 001 §4: green ready to move, amber under construction, blue upcoming, grey otherwise. */
const STATUS_TONES: Record<string, BadgeTone> = {
  ready_to_move: 'success',
  under_construction: 'warning',
  upcoming: 'info',
}

export const ventureStatusTone = (status: string): BadgeTone => STATUS_TONES[status] ?? 'neutral'

export function VentureStatusBadge({ status }: { status: string }) {
  const { label } = useOptionLabels()
  return (
    <Badge tone={ventureStatusTone(status)}>
      <span data-testid="venture-status" data-tone={ventureStatusTone(status)}>
        {label('statuses', status)}
      </span>
    </Badge>
  )
}

/** 001 §4: PUBLIC, otherwise DRAFT. */
export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  const t = useT()
  return (
    <Badge tone={isPublic ? 'brand' : 'neutral'} className="tracking-wide">
      {t(isPublic ? 'venture_builder.badges.public' : 'venture_builder.badges.draft')}
    </Badge>
  )
}

/** Where a unit's listing stands: Draft, Live (until its expiry) or Expired. */
export function ListingStateBadge({ state }: { state: string }) {
  const { label } = useOptionLabels()
  const tone: BadgeTone =
    state === 'active' ? 'success' : state === 'expired' ? 'danger' : 'neutral'
  return <Badge tone={tone}>{label('listing_states', state)}</Badge>
}
