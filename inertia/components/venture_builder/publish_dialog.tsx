import { Link, router } from '@inertiajs/react'
import { AlertTriangle, Coins } from 'lucide-react'
import { useState } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { BuilderDialog } from './builder_dialog'
import { useT } from '~/lib/i18n'
import { LISTING_DAYS, PUBLISH_CREDITS } from '#rules/listing_rules'
import { urlFor } from '~/lib/routes'
import type { BuilderUnit } from './types'

/** Units 'Publish units' takes: every draft and every expired one (the server picks the same). */
/**
 * The units 'Publish units' charges for: drafts and expired units, but not the
 * units of a venture made private whose paid days still run (drafts with a
 * future expiry: they come back free, venture_visibility.ts).
 */
export const unitsToPublish = (units: BuilderUnit[], now = Date.now()) =>
  units.filter(
    (unit) =>
      unit.listing_state !== 'active' && !(unit.expires_at && Date.parse(unit.expires_at) > now)
  ).length

/**
 * 'Publish units': every draft and expired unit goes live for 30 days at 1
 * credit each, all or none. Shows the cost against the balance; short of
 * credits, says so and offers /credits (the server refuses too).
 */
export function PublishDialog({
  open,
  ventureId,
  count,
  credits,
  onClose,
}: {
  open: boolean
  ventureId: number
  count: number
  credits: number
  onClose: () => void
}) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cost = count * PUBLISH_CREDITS
  const short = Math.max(0, cost - credits)
  const close = () => {
    setError(null)
    onClose()
  }

  const publish = () =>
    router.post(
      urlFor('ventures.units.publish', { id: ventureId }),
      {},
      {
        preserveState: true,
        preserveScroll: true,
        onStart: () => {
          setBusy(true)
          setError(null)
        },
        onSuccess: close,
        onError: (errors) => setError(errors.credits ?? Object.values(errors)[0] ?? null),
        onFinish: () => setBusy(false),
      }
    )

  return (
    <BuilderDialog open={open} onClose={close} title={t('venture_builder.publish.title')}>
      {count === 0 ? (
        <p className="text-ink-700">{t('venture_builder.publish.none')}</p>
      ) : (
        <div className="space-y-3 text-ink-700">
          <p data-testid="publish-summary">
            {t('venture_builder.publish.summary', { count, days: LISTING_DAYS })}
          </p>
          <dl className="grid grid-cols-2 gap-3 rounded-control bg-ink-50 p-3 text-sm">
            <div>
              <dt className="text-ink-600">{t('venture_builder.publish.cost')}</dt>
              <dd className="text-lg font-bold text-ink-900" data-testid="publish-cost">
                {t('venture_builder.common.credits_count', { count: cost })}
              </dd>
            </div>
            <div>
              <dt className="text-ink-600">{t('venture_builder.publish.balance')}</dt>
              <dd
                className="flex items-center gap-1.5 text-lg font-bold text-ink-900"
                data-testid="publish-balance"
              >
                <Coins className="size-4 text-accent-600" aria-hidden />
                {t('venture_builder.common.credits_count', { count: credits })}
              </dd>
            </div>
          </dl>
          {short > 0 && (
            <p
              className="flex items-start gap-2 text-sm font-medium text-danger-700"
              data-testid="publish-short"
            >
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              {t('venture_builder.publish.short', { count: short })}
            </p>
          )}
          {error && (
            <p role="alert" className="text-sm font-medium text-danger-700">
              {error}
            </p>
          )}
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={close}>
          {t('venture_builder.common.cancel')}
        </Button>
        {count > 0 && (short > 0 || error) ? (
          <Link
            href={urlFor('credits')}
            className={buttonClasses({ variant: short > 0 ? 'primary' : 'outline' })}
          >
            {t('venture_builder.common.buy_credits')}
          </Link>
        ) : null}
        {count > 0 && short === 0 && (
          <Button loading={busy} onClick={publish}>
            {t('venture_builder.publish.confirm', { count, credits: cost })}
          </Button>
        )}
      </div>
    </BuilderDialog>
  )
}
