import { useState } from 'react'
import { usePage } from '@inertiajs/react'
import { RotateCcw, Trash2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Select } from '~/components/ui/select'
import { Badge } from '~/components/ui/badge'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { ROLES, type Role } from '#rules/roles'
import type { Data } from '~generated/data'
import { DataTable, type Column } from './data_table'
import { ConfirmAction, type PendingAction } from './confirm_action'
import { adminWrite } from './use_table_query'
import { shortDate } from './format'
import type { AdminTable } from './admin_types'

type User = Data.Admin.AdminUser

/** Users (001 §2): name, email, phone, role selector, created date, delete; the admin's own row is locked. */
export function UsersTab({ table, meId }: { table: AdminTable<User>; meId: number }) {
  const t = useT()
  const { locale } = usePage<{ locale: string }>().props
  const [pending, setPending] = useState<PendingAction>(null)

  const columns: Column<User>[] = [
    {
      key: 'name',
      label: t('admin.columns.name'),
      sort: 'name',
      cell: (user) => (
        <span className="font-medium text-ink-900">
          {user.name}
          {user.id === meId && (
            <Badge tone="brand" className="ms-2">
              {t('admin.table.you')}
            </Badge>
          )}
          {user.deleted_at && (
            <Badge tone="danger" className="ms-2">
              {t('admin.table.deleted_badge')}
            </Badge>
          )}
        </span>
      ),
    },
    {
      key: 'email',
      label: t('admin.columns.email'),
      sort: 'email',
      cell: (user) => <span className="break-all">{user.email}</span>,
    },
    {
      key: 'phone',
      label: t('admin.columns.phone'),
      cell: (user) => user.phone || t('admin.values.na'),
    },
    {
      key: 'role',
      label: t('admin.columns.role'),
      sort: 'role',
      cell: (user) => (
        <Select
          aria-label={t('admin.actions.role_for', { name: user.name })}
          value={user.role}
          disabled={user.id === meId || !!user.deleted_at}
          onChange={(event) =>
            adminWrite(
              'put',
              urlFor('admin.users.role', { id: user.id }),
              { role: event.target.value as Role },
              { failure: t('admin.failures.role') }
            )
          }
          className="min-h-9 py-1 text-sm"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin.roles.${role}`)}
            </option>
          ))}
        </Select>
      ),
    },
    {
      key: 'created',
      label: t('admin.columns.created'),
      sort: 'created_at',
      cell: (user) => shortDate(user.created_at, locale),
    },
    {
      key: 'actions',
      label: t('admin.table.actions'),
      cell: (user) =>
        user.deleted_at ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              adminWrite(
                'post',
                urlFor('admin.users.restore', { id: user.id }),
                {},
                { failure: t('admin.failures.restore') }
              )
            }
          >
            <RotateCcw aria-hidden className="size-4" />
            {t('admin.actions.restore')}
            <span className="sr-only">{user.name}</span>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            className="text-danger-700 hover:bg-danger-50"
            disabled={user.id === meId}
            onClick={() =>
              setPending({
                message: t('admin.confirm.delete_user', { name: user.name }),
                confirmLabel: t('admin.actions.delete'),
                run: (done) =>
                  adminWrite(
                    'delete',
                    urlFor('admin.users.destroy', { id: user.id }),
                    {},
                    { failure: t('admin.failures.delete_user'), onDone: done }
                  ),
              })
            }
          >
            <Trash2 aria-hidden className="size-4" />
            {t('admin.actions.delete')}
            <span className="sr-only">{user.name}</span>
          </Button>
        ),
    },
  ]

  return (
    <>
      <DataTable
        caption={t('admin.tabs.users')}
        rows={table.data}
        meta={table.meta}
        columns={columns}
        rowKey={(user) => user.id}
        softDeleted
      />
      <ConfirmAction action={pending} onClose={() => setPending(null)} />
    </>
  )
}
