import { Head, router } from '@inertiajs/react'
import { useState } from 'react'
import { FlaskConical, Lock } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useT } from '~/lib/i18n'
import { formatPlanPrice } from '#rules/money'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'

type Props = { payment: Data.Payment.Variants['forDemoCheckout'] }

/** The demo gateway's checkout (no money moves), always labelled as a demo. */
export default function DemoCheckout({ payment }: Props) {
  const t = useT()
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null)
  const amount = formatPlanPrice(payment.amount, payment.currency)
  const submit = (action: 'pay' | 'cancel') => {
    setBusy(action)
    const url =
      action === 'pay'
        ? urlFor('demo_checkout.pay', { id: payment.id })
        : urlFor('demo_checkout.cancel', { id: payment.id })
    router.post(url, {}, { onFinish: () => setBusy(null) })
  }
  const item =
    payment.purpose === 'booking'
      ? t('credits.demo.item_booking')
      : t('credits.demo.item_credits', { name: payment.package_name ?? '', count: payment.credits })

  return (
    <>
      <Head title={t('credits.demo.title')} />
      <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
        <Card className="overflow-hidden p-0!" padded={false}>
          <div className="flex items-center justify-between gap-3 border-b border-accent-200 bg-accent-50 px-5 py-3">
            <span className="flex items-center gap-2 text-sm font-semibold text-ink-900">
              <FlaskConical className="size-4 text-accent-700" aria-hidden />{' '}
              {t('credits.demo.title')}
            </span>
            <Badge tone="accent">{t('credits.demo_badge')}</Badge>
          </div>
          <div className="px-5 py-6">
            <p className="text-sm text-ink-600" data-testid="demo-notice">
              {t('credits.demo.notice')}
            </p>
            <dl className="mt-6 space-y-3 rounded-card bg-ink-50 p-4 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-ink-600">{item}</dt>
              </div>
              <div className="flex items-baseline justify-between gap-3 border-t border-ink-200 pt-3">
                <dt className="font-medium text-ink-700">{t('credits.demo.amount')}</dt>
                <dd className="text-2xl font-extrabold text-ink-900">{amount}</dd>
              </div>
            </dl>
            <div className="mt-6 flex flex-col gap-3">
              <Button
                size="lg"
                fullWidth
                iconLeft={<Lock />}
                loading={busy === 'pay'}
                disabled={busy !== null}
                onClick={() => submit('pay')}
              >
                {t('credits.demo.pay', { amount })}
              </Button>
              <Button
                variant="ghost"
                fullWidth
                disabled={busy !== null}
                onClick={() => submit('cancel')}
              >
                {t('credits.demo.cancel')}
              </Button>
            </div>
          </div>
        </Card>
      </div>
    </>
  )
}
