import { ArrowDownLeft, ArrowUpRight, Receipt } from 'lucide-react'
import { Card, CardHeader } from '~/components/ui/card'
import { EmptyState } from '~/components/ui/empty_state'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import { formatMinor } from '#rules/money'
import type { Data } from '~generated/data'

export type Transaction = Data.WalletTransaction

/** Transaction history (001 §3): commission with +, everything else with -. */
export function TransactionHistory({
  transactions,
  formatDate,
}: {
  transactions: Transaction[]
  formatDate: (iso: string | null) => string
}) {
  const t = useT()
  return (
    <Card>
      <CardHeader title={t('credits.history_title')} />
      {transactions.length === 0 ? (
        <EmptyState
          icon={<Receipt />}
          title={t('credits.history_empty_title')}
          body={t('credits.history_empty_body')}
          className="py-8 sm:py-10"
        />
      ) : (
        <ul className="-mx-4 divide-y divide-ink-100 sm:-mx-6" data-testid="transaction-history">
          {transactions.map((row) => {
            const incoming = row.sign === '+'
            return (
              <li
                key={row.id}
                className="flex items-center gap-3 px-4 py-3 sm:px-6"
                data-testid="transaction-row"
              >
                <span
                  aria-hidden
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full',
                    incoming ? 'bg-success-50 text-success-700' : 'bg-ink-100 text-ink-700'
                  )}
                >
                  {incoming ? (
                    <ArrowDownLeft className="size-4" />
                  ) : (
                    <ArrowUpRight className="size-4" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold text-ink-900">
                    {t(`credits.type.${row.type}`)}
                  </p>
                  <p className="text-xs text-ink-500">
                    {row.description} · {formatDate(row.created_at)}
                  </p>
                </div>
                <span
                  className={cn(
                    'shrink-0 text-sm font-bold tabular-nums',
                    incoming ? 'text-success-700' : 'text-ink-900'
                  )}
                >
                  {row.sign}
                  {formatMinor(row.amount, row.currency)}
                </span>
              </li>
            )
          })}
        </ul>
      )}
    </Card>
  )
}
