import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import { DataTable, type Column } from './data_table'
import { ConfirmAction, type PendingAction } from './confirm_action'
import { adminWrite } from './use_table_query'
import { lakhsOrDollars, shortDate, truncate } from './format'
import type { AdminTable } from './admin_types'

type Lead = Data.Admin.AdminLead
type Booking = Data.Admin.AdminBooking

/** Leads (001 §2, read only): name, phone, email or N/A, message truncated, status, created. */
export function LeadsTab({ table }: { table: AdminTable<Lead> }) {
  const t = useT()
  const { locale } = usePage<{ locale: string }>().props
  const columns: Column<Lead>[] = [
    {
      key: 'name',
      label: t('admin.columns.name'),
      sort: 'contact_name',
      cell: (lead) => <span className="font-medium text-ink-900">{lead.contact_name}</span>,
    },
    { key: 'phone', label: t('admin.columns.phone'), cell: (lead) => lead.contact_phone },
    {
      key: 'email',
      label: t('admin.columns.email'),
      cell: (lead) => (
        <span className="break-all">{lead.contact_email || t('admin.values.na')}</span>
      ),
    },
    {
      key: 'message',
      label: t('admin.columns.message'),
      cell: (lead) => <span title={lead.message}>{truncate(lead.message, 50)}</span>,
    },
    {
      key: 'status',
      label: t('admin.columns.status'),
      sort: 'status',
      cell: (lead) => lead.status,
    },
    {
      key: 'created',
      label: t('admin.columns.created'),
      sort: 'created_at',
      cell: (lead) => shortDate(lead.created_at, locale),
    },
  ]
  return (
    <DataTable
      caption={t('admin.tabs.leads')}
      rows={table.data}
      meta={table.meta}
      columns={columns}
      rowKey={(lead) => lead.id}
    />
  )
}

/** Bookings (001 §2, §9): booking id 8 characters, property id, amount in lakhs, payment id 12 or 'Pending', status, date; cancel with or without a refund. */
export function BookingsTab({ table }: { table: AdminTable<Booking> }) {
  const t = useT()
  const { locale } = usePage<{ locale: string }>().props
  const [pending, setPending] = useState<PendingAction>(null)
  const cancel = (booking: Booking, refund: boolean) =>
    setPending({
      message: t('admin.confirm.cancel_booking', { name: String(booking.id).slice(0, 8) }),
      confirmLabel: t(refund ? 'admin.actions.cancel_refund' : 'admin.actions.cancel_booking'),
      run: (done) =>
        adminWrite(
          'post',
          urlFor('admin.bookings.cancel', { id: booking.id }),
          { refund },
          { failure: t('admin.failures.cancel_booking'), onDone: done }
        ),
    })
  const columns: Column<Booking>[] = [
    {
      key: 'id',
      label: t('admin.columns.booking_id'),
      cell: (b) => <code>{String(b.id).slice(0, 8)}</code>,
    },
    {
      key: 'property',
      label: t('admin.columns.property_id'),
      cell: (b) => <code>{String(b.property_id).slice(0, 8)}</code>,
    },
    {
      key: 'amount',
      label: t('admin.columns.amount'),
      sort: 'amount',
      cell: (b) => lakhsOrDollars(b.amount, b.currency),
      className: 'tabular-nums',
    },
    {
      key: 'payment',
      label: t('admin.columns.payment_id'),
      cell: (b) =>
        b.payment_id ? <code>{b.payment_id.slice(0, 12)}</code> : t('admin.values.pending'),
    },
    { key: 'status', label: t('admin.columns.status'), sort: 'status', cell: (b) => b.status },
    {
      key: 'date',
      label: t('admin.columns.date'),
      sort: 'created_at',
      cell: (b) => shortDate(b.created_at, locale),
    },
    {
      key: 'actions',
      label: t('admin.table.actions'),
      cell: (b) =>
        b.status === 'cancelled' || b.status === 'refunded' ? null : (
          <span className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => cancel(b, false)}>
              {t('admin.actions.cancel_booking')}
            </Button>
            {b.status === 'completed' && (
              <Button
                size="sm"
                variant="ghost"
                className="text-danger-700 hover:bg-danger-50"
                onClick={() => cancel(b, true)}
              >
                {t('admin.actions.cancel_refund')}
              </Button>
            )}
          </span>
        ),
    },
  ]
  return (
    <>
      <DataTable
        caption={t('admin.tabs.bookings')}
        rows={table.data}
        meta={table.meta}
        columns={columns}
        rowKey={(b) => b.id}
      />
      <ConfirmAction action={pending} onClose={() => setPending(null)} />
    </>
  )
}
