import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { ExternalLink, RotateCcw, Trash2 } from 'lucide-react'
import { Button, buttonClasses } from '~/components/ui/button'
import { Badge } from '~/components/ui/badge'
import { useT, masterLabel } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { DataTable, type Column } from './data_table'
import { ConfirmAction, type PendingAction } from './confirm_action'
import { adminWrite } from './use_table_query'
import { lakhsOrDollars, shortDate } from './format'
import type { AdminTable } from './admin_types'

type Property = Data.Admin.AdminProperty
type Venture = Data.Admin.AdminVenture

function ViewLink({ href, name }: { href: string; name: string }) {
  const t = useT()
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      <ExternalLink aria-hidden className="size-4" />
      {t('admin.actions.view')}
      <span className="sr-only">{name}</span>
    </a>
  )
}

function RowActions({
  name,
  deleted,
  viewHref,
  onDelete,
  onRestore,
}: {
  name: string
  deleted: boolean
  viewHref: string
  onDelete: () => void
  onRestore: () => void
}) {
  const t = useT()
  return (
    <span className="flex flex-wrap gap-2">
      {!deleted && <ViewLink href={viewHref} name={name} />}
      {deleted ? (
        <Button size="sm" variant="secondary" onClick={onRestore}>
          <RotateCcw aria-hidden className="size-4" />
          {t('admin.actions.restore')}
          <span className="sr-only">{name}</span>
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          className="text-danger-700 hover:bg-danger-50"
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
          {t('admin.actions.delete')}
          <span className="sr-only">{name}</span>
        </Button>
      )}
    </span>
  )
}

/** How a tab's rows are viewed, removed and brought back (the admin's soft delete). */
type Removal<T> = {
  name: (row: T) => string
  viewHref: (row: T) => string
  restoreHref: (row: T) => string
  destroyHref: (row: T) => string
  /** The confirmation's message key ({{name}}) and the failure toast's key. */
  confirm: string
  failure: string
}

/** A table of soft-deletable rows: its columns, then View / Delete (confirmed) or Restore. */
function RemovableRowsTable<T extends { id: number; deleted_at: string | null }>({
  caption,
  table,
  columns,
  removal,
}: {
  caption: string
  table: AdminTable<T>
  columns: Column<T>[]
  removal: Removal<T>
}) {
  const t = useT()
  const [pending, setPending] = useState<PendingAction>(null)
  const actions: Column<T> = {
    key: 'actions',
    label: t('admin.table.actions'),
    cell: (row) => (
      <RowActions
        name={removal.name(row)}
        deleted={!!row.deleted_at}
        viewHref={removal.viewHref(row)}
        onRestore={() =>
          adminWrite('post', removal.restoreHref(row), {}, { failure: t('admin.failures.restore') })
        }
        onDelete={() =>
          setPending({
            message: t(removal.confirm, { name: removal.name(row) }),
            confirmLabel: t('admin.actions.delete'),
            run: (done) =>
              adminWrite(
                'delete',
                removal.destroyHref(row),
                {},
                { failure: t(removal.failure), onDone: done }
              ),
          })
        }
      />
    ),
  }
  return (
    <>
      <DataTable
        caption={caption}
        rows={table.data}
        meta={table.meta}
        columns={[...columns, actions]}
        rowKey={(row) => row.id}
        softDeleted
      />
      <ConfirmAction action={pending} onClose={() => setPending(null)} />
    </>
  )
}

/** Properties (001 §2): every listing, drafts, expired and deleted ones included. */
export function PropertiesTab({ table }: { table: AdminTable<Property> }) {
  const t = useT()
  const { locale } = usePage<{ locale: string }>().props
  const columns: Column<Property>[] = [
    {
      key: 'title',
      label: t('admin.columns.title'),
      sort: 'title',
      cell: (row) => (
        <span className="font-medium text-ink-900">
          {row.title}
          {row.listing_state !== 'active' && (
            <Badge className="ms-2">{t(`admin.values.${row.listing_state}`)}</Badge>
          )}
          {row.deleted_at && (
            <Badge tone="danger" className="ms-2">
              {t('admin.table.deleted_badge')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'type',
      label: t('admin.columns.type'),
      cell: (row) =>
        masterLabel(t, `master.property_types.${row.property_type}`, row.property_type),
    },
    {
      key: 'price',
      label: t('admin.columns.price'),
      sort: 'price',
      cell: (row) => lakhsOrDollars(row.price, row.country_code === 'US' ? 'USD' : 'INR'),
      className: 'tabular-nums',
    },
    { key: 'location', label: t('admin.columns.location'), cell: (row) => row.location },
    {
      key: 'status',
      label: t('admin.columns.status'),
      sort: 'status',
      cell: (row) => masterLabel(t, `master.statuses.${row.status}`, row.status),
    },
    {
      key: 'created',
      label: t('admin.columns.created'),
      sort: 'created_at',
      cell: (row) => shortDate(row.created_at, locale),
    },
  ]
  return (
    <RemovableRowsTable
      caption={t('admin.tabs.properties')}
      table={table}
      columns={columns}
      removal={{
        name: (row) => row.title,
        viewHref: (row) => urlFor('properties.show', { id: row.id }),
        restoreHref: (row) => urlFor('admin.properties.restore', { id: row.id }),
        destroyHref: (row) => urlFor('admin.properties.destroy', { id: row.id }),
        confirm: 'admin.confirm.delete_property',
        failure: 'admin.failures.delete_property',
      }}
    />
  )
}

/** Ventures (001 §2): name, builder, location, total and available units. */
export function VenturesTab({ table }: { table: AdminTable<Venture> }) {
  const t = useT()
  const columns: Column<Venture>[] = [
    {
      key: 'name',
      label: t('admin.columns.name'),
      sort: 'name',
      cell: (row) => (
        <span className="font-medium text-ink-900">
          {row.name}
          {row.deleted_at && (
            <Badge tone="danger" className="ms-2">
              {t('admin.table.deleted_badge')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'builder',
      label: t('admin.columns.builder'),
      sort: 'builder_name',
      cell: (row) => row.builder_name,
    },
    { key: 'location', label: t('admin.columns.location'), cell: (row) => row.location },
    {
      key: 'total',
      label: t('admin.columns.total_units'),
      cell: (row) => row.total_units,
      className: 'tabular-nums',
    },
    {
      key: 'available',
      label: t('admin.columns.available_units'),
      cell: (row) => row.available_units,
      className: 'tabular-nums',
    },
  ]
  return (
    <RemovableRowsTable
      caption={t('admin.tabs.ventures')}
      table={table}
      columns={columns}
      removal={{
        name: (row) => row.name,
        viewHref: (row) => urlFor('ventures.show', { id: row.id }),
        restoreHref: (row) => urlFor('admin.ventures.restore', { id: row.id }),
        destroyHref: (row) => urlFor('admin.ventures.destroy', { id: row.id }),
        confirm: 'admin.confirm.delete_venture',
        failure: 'admin.failures.delete_venture',
      }}
    />
  )
}
