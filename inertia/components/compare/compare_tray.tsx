import { Link } from '@inertiajs/react'
import { Scale, X } from 'lucide-react'
import { useT } from '~/lib/i18n'
import { CompareToggle, setCompareIds, useCompareIds } from '~/components/compare/compare_toggle'
import { urlFor } from '~/lib/routes'
import { COMPARE_MAX } from '#rules/compare_rules'

/**
 * The comparison tray (issue 31), loaded the first time a listing is picked:
 * how many are picked, the link to /compare with their ids, and Clear.
 * Above the phone's contact bar of a listing page (bottom-20 under lg).
 */
export default function CompareTray({ ids }: { ids: number[] }) {
  const t = useT()
  const href = `${urlFor('compare')}?ids=${ids.join(',')}`
  return (
    <div
      role="region"
      aria-label={t('listings.compare_tray')}
      className="fixed inset-x-0 bottom-20 z-30 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-2 rounded-pill border border-ink-200 bg-white py-1.5 pl-4 pr-1.5 shadow-pop lg:bottom-6"
      data-testid="compare-tray"
    >
      <span className="text-sm text-ink-700">
        {t('listings.compare_picked', { count: ids.length, max: COMPARE_MAX })}
      </span>
      <Link
        href={href}
        className="inline-flex min-h-10 items-center gap-1.5 rounded-pill bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <Scale className="size-4" aria-hidden /> {t('listings.compare_open')}
      </Link>
      <button
        type="button"
        onClick={() => setCompareIds([])}
        aria-label={t('listings.compare_clear')}
        className="grid size-10 place-items-center rounded-full text-ink-600 hover:bg-ink-100"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  )
}

/** The detail page's toggle and tray, loaded after the page is interactive (its JS budget). */
export function DetailCompare({ id }: { id: number }) {
  const ids = useCompareIds()
  return (
    <>
      <CompareToggle id={id} />
      {ids.length > 0 && <CompareTray ids={ids} />}
    </>
  )
}
