import { Head, Link } from '@inertiajs/react'
import { cn, focusRing } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import type { Data } from '~generated/data'
import type { AdminTable } from '~/components/admin/admin_types'
import { ADMIN_TABS, type AdminTab } from '#rules/admin_tabs'
import { UsersTab } from '~/components/admin/users_tab'
import { PropertiesTab, VenturesTab } from '~/components/admin/listings_tabs'
import { LeadsTab, BookingsTab } from '~/components/admin/records_tabs'
import { AuditTab } from '~/components/admin/audit_tab'
import { MessagesTab } from '~/components/admin/messages_tab'
import { MasterDataTab, type MasterDataProps } from '~/components/admin/master_data_tab'
import OverviewTab from '~/components/admin/overview_tab'

type Props = {
  tab: AdminTab
  meId: number
  table: AdminTable<any> | null
  masterData: MasterDataProps | null
  overview: Data.AdminOverview | null
}

/** Admin Dashboard (001 §2, issue 16): tabs as links (?tab=), each a server-paged table. */
export default function AdminIndex({ tab, meId, table, masterData, overview }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('admin.title')} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {t('admin.title')}
        </h1>
        <p className="mt-1 text-ink-600">{t('admin.subtitle')}</p>
        <nav
          aria-label={t('admin.tabs.label')}
          className="mt-6 flex gap-1 overflow-x-auto shadow-[inset_0_-1px_0_var(--color-ink-200)] [scrollbar-width:none]"
        >
          {ADMIN_TABS.map((key) => (
            <Link
              key={key}
              href={urlFor('admin', undefined, { qs: { tab: key } })}
              aria-current={key === tab ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold whitespace-nowrap sm:px-4',
                key === tab
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-ink-600 hover:text-ink-900',
                focusRing
              )}
            >
              {t(`admin.tabs.${key}`)}
            </Link>
          ))}
        </nav>
        <section className="mt-5" aria-label={t(`admin.tabs.${tab}`)}>
          {tab === 'overview' && overview && <OverviewTab overview={overview} />}
          {tab === 'users' && table && (
            <UsersTab table={table as AdminTable<Data.Admin.AdminUser>} meId={meId} />
          )}
          {tab === 'properties' && table && <PropertiesTab table={table} />}
          {tab === 'ventures' && table && <VenturesTab table={table} />}
          {tab === 'leads' && table && <LeadsTab table={table} />}
          {tab === 'bookings' && table && <BookingsTab table={table} />}
          {tab === 'messages' && table && <MessagesTab table={table} />}
          {tab === 'audit' && table && <AuditTab table={table} />}
          {tab === 'master-data' && masterData && <MasterDataTab master={masterData} />}
        </section>
      </div>
    </>
  )
}
