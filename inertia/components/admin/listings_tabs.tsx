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

/** Properties (001 §2): every listing, drafts, expired and deleted ones included. */
export function PropertiesTab({ table }: { table: AdminTable<Property> }) {
  const t = useT()
  const { locale } = usePage<{ locale: string }>().props
  const [pending, setPending] = useState<PendingAction>(null)
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
    {
      key: 'actions',
      label: t('admin.table.actions'),
      cell: (row) => (
        <RowActions
          name={row.title}
          deleted={!!row.deleted_at}
          viewHref={urlFor('properties.show', { id: row.id })}
          onRestore={() =>
            adminWrite(
              'post',
              urlFor('admin.properties.restore', { id: row.id }),
              {},
              { failure: t('admin.failures.restore') }
            )
          }
          onDelete={() =>
            setPending({
              message: t('admin.confirm.delete_property', { name: row.title }),
              confirmLabel: t('admin.actions.delete'),
              run: (done) =>
                adminWrite(
                  'delete',
                  urlFor('admin.properties.destroy', { id: row.id }),
                  {},
                  { failure: t('admin.failures.delete_property'), onDone: done }
                ),
            })
          }
        />
      ),
    },
  ]
  return (
    <>
      <DataTable
        caption={t('admin.tabs.properties')}
        rows={table.data}
        meta={table.meta}
        columns={columns}
        rowKey={(row) => row.id}
        softDeleted
      />
      <ConfirmAction action={pending} onClose={() => setPending(null)} />
    </>
  )
}

/** Ventures (001 §2): name, builder, location, total and available units. */
export function VenturesTab({ table }: { table: AdminTable<Venture> }) {
  const t = useT()
  const [pending, setPending] = useState<PendingAction>(null)
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
    {
      key: 'actions',
      label: t('admin.table.actions'),
      cell: (row) => (
        <RowActions
          name={row.name}
          deleted={!!row.deleted_at}
          viewHref={urlFor('ventures.show', { id: row.id })}
          onRestore={() =>
            adminWrite(
              'post',
              urlFor('admin.ventures.restore', { id: row.id }),
              {},
              { failure: t('admin.failures.restore') }
            )
          }
          onDelete={() =>
            setPending({
              message: t('admin.confirm.delete_venture', { name: row.name }),
              confirmLabel: t('admin.actions.delete'),
              run: (done) =>
                adminWrite(
                  'delete',
                  urlFor('admin.ventures.destroy', { id: row.id }),
                  {},
                  { failure: t('admin.failures.delete_venture'), onDone: done }
                ),
            })
          }
        />
      ),
    },
  ]
  return (
    <>
      <DataTable
        caption={t('admin.tabs.ventures')}
        rows={table.data}
        meta={table.meta}
        columns={columns}
        rowKey={(row) => row.id}
        softDeleted
      />
      <ConfirmAction action={pending} onClose={() => setPending(null)} />
    </>
  )
}
