import { Head } from '@inertiajs/react'
import { useState } from 'react'
import { Check, Copy } from 'lucide-react'
import type { Data } from '~generated/data'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { toast } from '~/components/ui/toast'
import { TokenForm } from '~/components/account/token_form'
import { TokenList } from '~/components/account/token_list'
import { useT } from '~/lib/i18n'
import type { TokenAbility } from '#rules/token_abilities'

type Props = {
  tokens: Data.AccessToken[]
  abilities: TokenAbility[]
  created: { name: string; token: string } | null
}

/** The new token's secret, shown on this one page view, with Copy. */
function CreatedToken({ name, token }: { name: string; token: string }) {
  const t = useT()
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token)
      setCopied(true)
    } catch {
      toast.error(t('credits.copy_failed'))
    }
  }
  return (
    <Card className="border-accent-300 bg-accent-50" data-testid="created-token">
      <h2 className="font-semibold text-ink-900">{t('pages.tokens.created_title', { name })}</h2>
      <p className="mt-1 text-sm text-ink-700">{t('pages.tokens.created_body')}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 break-all rounded-control bg-white px-3 py-2 font-mono text-sm text-ink-900">
          {token}
        </code>
        <Button
          variant="secondary"
          onClick={copy}
          iconLeft={copied ? <Check className="size-4" /> : <Copy className="size-4" />}
        >
          {copied ? t('pages.tokens.copied') : t('pages.tokens.copy')}
        </Button>
      </div>
    </Card>
  )
}

/** The account's API tokens (issue 30): the new one once, the form, and the list with Revoke. */
export default function AccountTokens({ tokens, abilities, created }: Props) {
  const t = useT()
  return (
    <>
      <Head title={t('pages.tokens.title')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            {t('pages.tokens.title')}
          </h1>
          <p className="mt-2 text-ink-600">{t('pages.tokens.intro')}</p>
        </div>
        {created ? <CreatedToken {...created} /> : null}
        <TokenForm abilities={abilities} />
        <Card>
          <h2 className="mb-2 text-lg font-semibold text-ink-900">
            {t('pages.tokens.list_title')}
          </h2>
          <TokenList tokens={tokens} />
        </Card>
      </div>
    </>
  )
}
