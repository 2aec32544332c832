import { Link } from '@inertiajs/react'
import { Building } from 'lucide-react'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'

/** Where a venture unit is, as PropertyTransformer.forDetail sends it (`unit`, generated type). */
export type UnitPlace = NonNullable<Data.Property.Variants['forDetail']['unit']>

/** On a venture unit's page: which project, tower and floor it is in, with a link back to the venture (issue 14). */
export function VentureUnitLine({ unit }: { unit: UnitPlace }) {
  const t = useT()
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-700">
      <Building className="size-4 shrink-0 text-brand-700" aria-hidden />
      <span>
        {t('listings.unit_line', {
          unit: unit.unit_number ?? '—',
          tower: unit.tower_name ?? '—',
          floor: unit.floor ?? '—',
        })}
      </span>
      <Link
        href={urlFor('ventures.show', { id: unit.venture_id })}
        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {t('listings.unit_back', { venture: unit.venture_name ?? '' })}
      </Link>
    </p>
  )
}
