import { Link } from '@inertiajs/react'
import { Eye, MapPin, Settings2, Trash2, Pencil } from 'lucide-react'
import { Button, buttonClasses } from '~/components/ui/button'
import { VisibilityControl } from './visibility_control'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { urlFor } from '~/lib/routes'
import type { OwnerVenture } from './types'
import { VentureStatusBadge, VisibilityBadge } from './venture_badges'
import { VentureLogo } from './venture_logo'

/** A My Ventures card (001 §2): logo or name, status, PUBLIC/DRAFT, place, units, starting price, actions. */
export function OwnerVentureCard({
  venture,
  onDelete,
}: {
  venture: OwnerVenture
  onDelete: () => void
}) {
  const t = useT()
  const { lakhs1 } = usePrice()
  const place = [venture.city, venture.state].filter(Boolean).join(', ')
  const totalUnits = venture.counts?.total ?? venture.unit_count
  const startingPrice = venture.price_range.min
    ? lakhs1(venture.price_range.min, venture.currency)
    : t('venture_builder.mine.tbd')

  return (
    <li
      className="flex flex-col rounded-card border border-ink-100 bg-white p-4 shadow-card"
      data-testid="my-venture"
    >
      <div className="flex items-start gap-3">
        <VentureLogo name={venture.name} src={venture.logo_url} />
        <div className="min-w-0 flex-1">
          <h2 className="line-clamp-2 font-semibold text-ink-900">{venture.name}</h2>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            <VentureStatusBadge status={venture.status} />
            <VisibilityBadge isPublic={venture.is_public} />
          </div>
        </div>
      </div>
      {place && (
        <p className="mt-3 flex items-center gap-1.5 text-sm text-ink-600">
          <MapPin className="size-4 shrink-0 text-ink-500" aria-hidden />
          <span className="truncate">{place}</span>
        </p>
      )}
      <p className="mt-2 line-clamp-2 text-sm text-ink-700">{venture.description}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 rounded-control bg-ink-50 p-2.5 text-center">
        <div className="min-w-0">
          <dt className="truncate text-xs text-ink-600">{t('venture_builder.mine.units')}</dt>
          <dd className="font-bold text-ink-900 tabular-nums" data-testid="venture-units">
            {totalUnits}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="truncate text-xs text-ink-600">{t('venture_builder.mine.unit_types')}</dt>
          <dd className="font-bold text-ink-900 tabular-nums">{venture.unit_types.length}</dd>
        </div>
        <div className="min-w-0">
          <dt className="truncate text-xs text-ink-600">
            {t('venture_builder.mine.starting_from')}
          </dt>
          <dd className="truncate font-bold text-ink-900" data-testid="venture-starting-price">
            {startingPrice}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <Link
          href={urlFor('venture_builder', { id: venture.id })}
          className={buttonClasses({ size: 'sm', className: 'flex-1' })}
        >
          <Settings2 className="size-4" aria-hidden />
          {t('venture_builder.mine.manage')}
        </Link>
        <Link
          href={urlFor('venture_edit', { id: venture.id })}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
          aria-label={t('venture_builder.mine.edit_label', { name: venture.name })}
        >
          <Pencil className="size-4" aria-hidden />
          {t('venture_builder.edit.link')}
        </Link>
        {venture.is_public && (
          <Link
            href={urlFor('ventures.show', { id: venture.id })}
            className={buttonClasses({ variant: 'outline', size: 'sm' })}
          >
            <Eye className="size-4" aria-hidden />
            {t('venture_builder.mine.view')}
          </Link>
        )}
        <VisibilityControl venture={venture} />
        <Button
          variant="ghost"
          size="sm"
          className="px-2 text-danger-700"
          onClick={onDelete}
          aria-label={t('venture_builder.mine.delete_label', { name: venture.name })}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  )
}
