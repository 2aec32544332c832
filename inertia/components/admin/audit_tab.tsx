import { usePage } from '@inertiajs/react'
import { masterLabel, useT } from '~/lib/i18n'
import { Select } from '~/components/ui/select'
import type { Data } from '~generated/data'
import { DataTable, type Column } from './data_table'
import { useTableQuery } from './use_table_query'
import type { AdminTable } from './admin_types'

type Entry = Data.Admin.AuditLog

const TARGETS = [
  'user',
  'property',
  'venture',
  'booking',
  'credits',
  'property_type',
  'amenity',
  'location',
]

function changes(entry: Entry): string {
  const keys = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])
  return [...keys]
    .map(
      (key) =>
        `${key}: ${String(entry.before?.[key] ?? '—')} → ${String(entry.after?.[key] ?? '—')}`
    )
    .join('; ')
}

/** The audit log (issue 16): who changed what and when, before and after; filter by actor and target. */
export function AuditTab({ table }: { table: AdminTable<Entry> }) {
  const t = useT()
  const { locale } = usePage<{ locale: string }>().props
  const { visit, current } = useTableQuery()
  const actorName = (entry: Entry) =>
    entry.actor === 'cli'
      ? t('admin.values.cli')
      : entry.actor === 'system'
        ? t('admin.values.system')
        : entry.actor
  const actionName = (action: string) => masterLabel(t, `admin.audit.actions.${action}`, action)
  const columns: Column<Entry>[] = [
    {
      key: 'when',
      label: t('admin.columns.when'),
      sort: 'created_at',
      cell: (e) =>
        new Date(e.created_at).toLocaleString(locale === 'en' ? 'en-IN' : `${locale}-IN`),
    },
    {
      key: 'who',
      label: t('admin.columns.who'),
      cell: (e) => (
        <button
          type="button"
          className="text-start text-brand-700 underline-offset-2 hover:underline"
          onClick={() => visit({ actor: e.actor_id ?? e.actor }, { resetPage: true })}
        >
          {actorName(e)}
        </button>
      ),
    },
    {
      key: 'action',
      label: t('admin.columns.action'),
      sort: 'action',
      cell: (e) => actionName(e.action),
    },
    {
      key: 'target',
      label: t('admin.columns.target'),
      cell: (e) => (
        <button
          type="button"
          className="text-start text-brand-700 underline-offset-2 hover:underline"
          onClick={() =>
            visit(
              { target_type: e.target_type, target_id: e.target_id ?? undefined },
              { resetPage: true }
            )
          }
        >
          {e.target ?? `${e.target_type} #${e.target_id}`}
        </button>
      ),
    },
    {
      key: 'change',
      label: t('admin.columns.change'),
      cell: (e) => <span className="text-xs break-words text-ink-700">{changes(e)}</span>,
    },
  ]
  const filters = (
    <>
      <label className="flex items-center gap-2 text-sm text-ink-700">
        <span>{t('admin.audit.target_filter')}</span>
        <Select
          aria-label={t('admin.audit.target_filter')}
          value={current().target_type ?? ''}
          onChange={(event) =>
            visit({ target_type: event.target.value, target_id: undefined }, { resetPage: true })
          }
        >
          <option value="">{t('admin.audit.any')}</option>
          {TARGETS.map((target) => (
            <option key={target} value={target}>
              {target}
            </option>
          ))}
        </Select>
      </label>
      {(current().actor || current().target_id) && (
        <button
          type="button"
          className="min-h-11 text-sm text-brand-700 underline"
          onClick={() => visit({ actor: undefined, target_id: undefined }, { resetPage: true })}
        >
          {t('admin.audit.any')}: {t('admin.audit.actor_filter')}
        </button>
      )}
    </>
  )
  return (
    <DataTable
      caption={t('admin.tabs.audit')}
      rows={table.data}
      meta={table.meta}
      columns={columns}
      rowKey={(e) => e.id}
      filters={filters}
    />
  )
}
