import { usePage } from '@inertiajs/react'
import { useT } from '~/lib/i18n'
import type { Data } from '~generated/data'
import { DataTable, type Column } from './data_table'
import { shortDate, truncate } from './format'
import type { AdminTable } from './admin_types'

type Message = Data.ContactSubmission

/** Contact Us messages (issue 17: stored and visible to admins), newest first; property inquiries are also leads. */
export function MessagesTab({ table }: { table: AdminTable<Message> }) {
  const t = useT()
  const { locale } = usePage<{ locale: string }>().props
  const columns: Column<Message>[] = [
    {
      key: 'reference',
      label: t('admin.columns.reference'),
      cell: (m) => <code>{m.reference_id}</code>,
    },
    {
      key: 'name',
      label: t('admin.columns.name'),
      sort: 'name',
      cell: (m) => <span className="font-medium text-ink-900">{m.name}</span>,
    },
    {
      key: 'contact',
      label: t('admin.columns.email'),
      cell: (m) => (
        <span className="break-all">
          <a
            className="text-brand-700 underline-offset-2 hover:underline"
            href={`mailto:${m.email}`}
          >
            {m.email}
          </a>
          {m.phone && <span className="block text-ink-600">{m.phone}</span>}
        </span>
      ),
    },
    {
      key: 'type',
      label: t('admin.columns.type'),
      sort: 'inquiry_type',
      cell: (m) => t(`contact.inquiry_types.${m.inquiry_type}`),
    },
    {
      key: 'subject',
      label: t('admin.columns.subject'),
      cell: (m) => <span title={m.message}>{truncate(m.subject, 50)}</span>,
    },
    {
      key: 'message',
      label: t('admin.columns.message'),
      cell: (m) => <span title={m.message}>{truncate(m.message, 50)}</span>,
    },
    {
      key: 'created',
      label: t('admin.columns.created'),
      sort: 'created_at',
      cell: (m) => shortDate(m.created_at, locale),
    },
  ]
  return (
    <DataTable
      caption={t('admin.tabs.messages')}
      rows={table.data}
      meta={table.meta}
      columns={columns}
      rowKey={(m) => m.id}
    />
  )
}
