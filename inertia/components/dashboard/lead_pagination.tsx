import { Link } from '@inertiajs/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { buttonClasses } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { LeadListFilters } from '~/components/dashboard/types'
import type { Data } from '~generated/data'

/** Previous / Next over the filtered leads, keeping the filters. */
export function LeadPagination({
  pagination,
  filters,
}: {
  pagination: Data.PageMeta
  filters: LeadListFilters
}) {
  const t = useT()
  if (pagination.last_page <= 1) return null
  const href = (page: number) => {
    const qs: Record<string, string | number> = { page }
    if (filters.status) qs.status = filters.status
    if (filters.source) qs.source = filters.source
    return urlFor('dashboard', undefined, { qs })
  }
  const { current_page: current, last_page: last } = pagination
  const classes = buttonClasses({ variant: 'outline', size: 'sm' })
  return (
    <nav
      aria-label={t('dashboard.pagination.label')}
      className="mt-4 flex items-center justify-between gap-3"
    >
      {current > 1 ? (
        <Link href={href(current - 1)} preserveScroll className={classes} rel="prev">
          <ChevronLeft className="size-4" aria-hidden />
          {t('dashboard.pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-600" aria-live="polite">
        {t('dashboard.pagination.page', { current, last })}
      </p>
      {current < last ? (
        <Link href={href(current + 1)} preserveScroll className={classes} rel="next">
          {t('dashboard.pagination.next')}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
