import { Head, router, usePage } from '@inertiajs/react'
import { useCallback, useState } from 'react'
import { Coins, CreditCard, FlaskConical, Users, Wallet } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { Card } from '~/components/ui/card'
import { toast } from '~/components/ui/toast'
import { Flag } from '~/components/market/flag'
import { StatCard } from '~/components/credits/stat_card'
import { AgentCodeCard } from '~/components/credits/agent_code_card'
import { PlanCard, type Plan } from '~/components/credits/plan_card'
import { TransactionHistory, type Transaction } from '~/components/credits/transaction_history'
import { CreditActivity, type LedgerLine } from '~/components/credits/credit_activity'
import {
  useFlashedCheckout,
  useRazorpayCheckout,
} from '~/components/payments/use_razorpay_checkout'
import { useT } from '~/lib/i18n'
import { countryNameKey } from '~/lib/market'
import { formatMinor } from '#rules/money'
import { COUNTRIES, type CountryCode } from '#rules/countries'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'

type Props = {
  wallet: Data.Wallet
  country: CountryCode
  payments: Data.CreditOffer.Variants['forCheckout']
  packages: Plan[]
  transactions: Transaction[]
  activity: LedgerLine[]
}

/** Credits & Wallet (001 §2): balances, agent code, plans with Buy Now, history. */
export default function CreditsIndex({
  wallet,
  country,
  payments,
  packages,
  transactions,
  activity,
}: Props) {
  const t = useT()
  const page = usePage()
  const user = page.props.user
  const [processing, setProcessing] = useState<string | null>(null)
  const done = useCallback(() => setProcessing(null), [])
  const openRazorpay = useRazorpayCheckout(t, done)
  const timezone = COUNTRIES[country].timezone
  const formatDate = useCallback(
    (iso: string | null) =>
      iso
        ? new Date(iso).toLocaleDateString(
            page.props.locale === 'en' ? 'en-IN' : page.props.locale,
            { day: 'numeric', month: 'short', year: 'numeric', timeZone: timezone }
          )
        : '',
    [page.props.locale, timezone]
  )

  // A Razorpay order the server just created for Buy Now opens in the page.
  useFlashedCheckout((order) => {
    if (!user) return
    setProcessing(order.package_id)
    void openRazorpay(order, user)
  })

  const buy = (plan: Plan) => {
    if (processing) return
    setProcessing(plan.id)
    router.post(
      urlFor('credits.buy'),
      { package_id: plan.id },
      {
        preserveScroll: true,
        onError: (errors) => {
          toast.error(Object.values(errors)[0] ?? t('credits.messages.initiate_failed'))
          done()
        },
        onFinish: (visit) => {
          // Razorpay keeps the button busy until its checkout closes; a redirect leaves the page anyway.
          if (visit.cancelled || visit.interrupted) done()
        },
      }
    )
  }

  const providerKey = payments.demo ? 'demo' : (payments.provider ?? 'none')
  return (
    <>
      <Head title={t('credits.title')} />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              {t('credits.title')}
            </h1>
            <p className="mt-1 text-ink-600">{t('credits.subtitle')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="payment-region">
            <span className="inline-flex items-center gap-2 rounded-pill border border-ink-200 bg-white px-3 py-1.5 font-medium text-ink-800">
              <Flag code={country} /> {t(countryNameKey(country))}
            </span>
            <span className="inline-flex items-center gap-2 rounded-pill border border-ink-200 bg-white px-3 py-1.5 font-medium text-ink-800">
              {payments.demo ? (
                <FlaskConical className="size-4 text-accent-600" aria-hidden />
              ) : (
                <CreditCard className="size-4 text-brand-600" aria-hidden />
              )}
              <span className="sr-only">{t('credits.provider_label')}: </span>
              {t(`credits.provider.${providerKey}`)}
            </span>
            {payments.demo && <Badge tone="accent">{t('credits.demo_badge')}</Badge>}
          </div>
        </header>

        <section className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            icon={<Coins />}
            label={t('credits.available_credits')}
            value={wallet.credits}
            hint={t('credits.credits_hint')}
            testId="credit-balance"
          />
          <StatCard
            icon={<Wallet />}
            label={t('credits.wallet_balance')}
            value={formatMinor(wallet.wallet_balance, 'INR')}
            hint={t('credits.wallet_hint')}
            testId="wallet-balance"
          />
          <StatCard
            icon={<Users />}
            label={t('credits.total_referrals')}
            value={wallet.total_referrals}
            hint={t('credits.referrals_hint')}
            testId="total-referrals"
          />
        </section>

        <section className="mt-4">
          <AgentCodeCard code={wallet.agent_code} />
        </section>

        <section className="mt-10" aria-labelledby="plans-title">
          <h2 id="plans-title" className="text-xl font-bold text-ink-900 sm:text-2xl">
            {t('credits.plans_title')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('credits.plans_subtitle')}</p>
          {payments.demo && (
            <p
              className="mt-4 flex items-start gap-2 rounded-card border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-ink-800"
              data-testid="demo-notice"
            >
              <FlaskConical className="mt-0.5 size-4 shrink-0 text-accent-700" aria-hidden />{' '}
              {t('credits.demo_notice')}
            </p>
          )}
          {packages.length === 0 || !payments.provider ? (
            <Card className="mt-4 text-sm text-ink-600">
              {packages.length === 0 ? t('credits.plans_empty') : t('credits.provider.none')}
            </Card>
          ) : (
            <div className="mt-5 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {packages.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  processing={processing === plan.id}
                  blocked={processing !== null}
                  onBuy={() => buy(plan)}
                />
              ))}
            </div>
          )}
        </section>

        <section className="mt-10 grid grid-cols-1 gap-5 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            <TransactionHistory transactions={transactions} formatDate={formatDate} />
          </div>
          <CreditActivity entries={activity} formatDate={formatDate} />
        </section>
      </div>
    </>
  )
}
