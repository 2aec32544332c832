import { Card, CardHeader } from '~/components/ui/card'
import { cn } from '~/components/ui/cn'
import { useT } from '~/lib/i18n'
import type { Data } from '~generated/data'

export type LedgerLine = Data.CreditLedgerEntry

/** The newest credit ledger entries: what added or used credits, and the balance after. */
export function CreditActivity({
  entries,
  formatDate,
}: {
  entries: LedgerLine[]
  formatDate: (iso: string | null) => string
}) {
  const t = useT()
  const label = (entry: LedgerLine) => {
    const purpose = entry.purpose ? t(`credits.purpose.${entry.purpose}`) : null
    return purpose && !purpose.startsWith('credits.purpose.')
      ? purpose
      : t(`credits.reason.${entry.reason}`)
  }
  return (
    <Card className="min-w-0">
      <CardHeader title={t('credits.activity_title')} />
      {entries.length === 0 ? (
        <p className="text-sm text-ink-600">{t('credits.activity_empty')}</p>
      ) : (
        <ul className="space-y-3" data-testid="credit-activity">
          {entries.map((entry) => (
            <li key={entry.id} className="flex items-center justify-between gap-3 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium text-ink-900">{label(entry)}</p>
                <p className="text-xs text-ink-500">
                  {formatDate(entry.created_at)}
                  {entry.expires_at
                    ? ` · ${t('credits.expires_on', { date: formatDate(entry.expires_at) })}`
                    : ''}
                </p>
              </div>
              <span
                className={cn(
                  'shrink-0 font-bold tabular-nums',
                  entry.delta > 0 ? 'text-success-700' : 'text-ink-700'
                )}
              >
                {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
