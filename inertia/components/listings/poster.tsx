import { BadgeCheck, Briefcase, Building, Home } from 'lucide-react'
import { usePage } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import { daysBetween, formatAgo } from '#rules/relative_time'
import type { PosterKind } from '#rules/poster_role'
import type { Data } from '~generated/data'

/** Who posted a listing (PropertyTransformer.forDetail). */
export type Poster = NonNullable<Data.Property.Variants['forDetail']['poster']>

const ICONS = { owner: Home, agent: Briefcase, builder: Building, dreamhomes: BadgeCheck } as const

/** Owner, Agent, Builder/Partner or DreamHomes team, from the poster's account role (issue 10). */
export function PosterBadge({ kind }: { kind: PosterKind }) {
  const t = useT()
  const Icon = ICONS[kind]
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-800"
      data-testid="poster-kind"
    >
      <Icon className="size-3.5" aria-hidden /> {t(`listings.poster_kind.${kind}`)}
    </span>
  )
}

/**
 * 'Listed 12 days ago · Updated 2 days ago', so buyers tell fresh listings
 * from stale ones. 'Updated' only when it says something 'Listed' does not.
 */
export function ListingAge({
  listedAt,
  updatedAt,
}: {
  listedAt: string | null
  updatedAt: string | null
}) {
  const t = useT()
  const { locale } = usePage().props
  if (!listedAt) return null
  const updated = updatedAt && daysBetween(listedAt, updatedAt) >= 1 ? updatedAt : null
  return (
    <p className="text-sm text-ink-600" data-testid="listing-age">
      {t('listings.listed_ago', { ago: formatAgo(listedAt, locale ?? 'en') })}
      {updated && <> · {t('listings.updated_ago', { ago: formatAgo(updated, locale ?? 'en') })}</>}
    </p>
  )
}
