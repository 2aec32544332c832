import { router } from '@inertiajs/react'
import { SelectField } from '~/components/ui/select'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { LEAD_SOURCE_FILTER_KEYS, LEAD_STATUS_VALUES } from '#rules/lead_sources'
import type { LeadListFilters } from '~/components/dashboard/types'

/** Status and source filters: each change reloads the list from its first page. */
export function LeadFilters({ filters }: { filters: LeadListFilters }) {
  const t = useT()
  const visit = (next: LeadListFilters) => {
    const qs: Record<string, string> = {}
    if (next.status) qs.status = next.status
    if (next.source) qs.source = next.source
    router.get(
      urlFor('dashboard', undefined, { qs }),
      {},
      { preserveScroll: true, preserveState: true }
    )
  }
  const filtered = Boolean(filters.status || filters.source)
  return (
    <form
      role="search"
      aria-label={t('dashboard.filters.label')}
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex sm:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        id="lead-filter-status"
        label={t('dashboard.filters.status')}
        value={filters.status ?? ''}
        placeholder={t('dashboard.filters.all_statuses')}
        options={LEAD_STATUS_VALUES.map((status) => ({
          value: status,
          label: t(`dashboard.status.${status}`),
        }))}
        onChange={(event) => visit({ ...filters, status: event.target.value || null })}
        wrapperClassName="sm:w-48"
      />
      <SelectField
        id="lead-filter-source"
        label={t('dashboard.filters.source')}
        value={filters.source ?? ''}
        placeholder={t('dashboard.filters.all_sources')}
        options={LEAD_SOURCE_FILTER_KEYS.map((source) => ({
          value: source,
          label: t(`dashboard.source.${source}`),
        }))}
        onChange={(event) => visit({ ...filters, source: event.target.value || null })}
        wrapperClassName="sm:w-56"
      />
      {filtered && (
        <Button
          type="button"
          variant="ghost"
          onClick={() => visit({ status: null, source: null })}
          className="min-[420px]:col-span-2 sm:col-span-1"
        >
          {t('dashboard.filters.clear')}
        </Button>
      )}
    </form>
  )
}
