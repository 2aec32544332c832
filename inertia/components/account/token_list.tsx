import { router, usePage } from '@inertiajs/react'
import { Trash2 } from 'lucide-react'
import type { Data } from '~generated/data'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import { urlFor } from '~/lib/routes'
import { formatAgo } from '#rules/relative_time'

/** The account's tokens, newest first: name, abilities, last use, expiry, and Revoke. */
export function TokenList({ tokens }: { tokens: Data.AccessToken[] }) {
  const t = useT()
  const locale = usePage().props.locale as string
  if (tokens.length === 0) return <p className="text-ink-600">{t('pages.tokens.empty')}</p>
  return (
    <ul className="divide-y divide-ink-100" data-testid="token-list">
      {tokens.map((token) => (
        <li
          key={token.id}
          className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
          data-testid="token-row"
        >
          <div className="min-w-0 space-y-1">
            <p className="truncate font-medium text-ink-900">{token.name}</p>
            <div className="flex flex-wrap gap-1">
              {token.abilities.map((ability) => (
                <Badge key={ability} tone="brand">
                  {ability}
                </Badge>
              ))}
            </div>
            <p className="text-sm text-ink-600">
              {t('pages.tokens.last_used')}:{' '}
              {token.last_used_at
                ? formatAgo(token.last_used_at, locale)
                : t('pages.tokens.never_used')}
              {' · '}
              {t('pages.tokens.expires')}:{' '}
              {token.expires_at ? token.expires_at.slice(0, 10) : t('pages.tokens.never_expires')}
            </p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="self-start sm:self-center"
            aria-label={t('pages.tokens.revoke_label', { name: token.name ?? '' })}
            iconLeft={<Trash2 className="size-4" aria-hidden />}
            onClick={() =>
              router.delete(urlFor('account.tokens.destroy', { id: token.id }), {
                preserveScroll: true,
              })
            }
          >
            {t('pages.tokens.revoke')}
          </Button>
        </li>
      ))}
    </ul>
  )
}
