import { router, usePage } from '@inertiajs/react'
import { useCallback, useState } from 'react'
import { CalendarCheck } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useAuthDialog } from '~/lib/auth_dialog'
import { useT } from '~/lib/i18n'
import { formatListingPrice } from '#rules/money'
import {
  useFlashedCheckout,
  useRazorpayCheckout,
} from '~/components/payments/use_razorpay_checkout'
import type { Data } from '~generated/data'
import { urlFor } from '~/lib/routes'

type Bookable = Pick<
  Data.Property.Variants['forDetail'],
  'id' | 'status' | 'booking_amount' | 'currency' | 'owner_id'
>

/**
 * Reserve a unit by paying the owner's booking amount (Stripe/demo redirect, Razorpay in the page).
 * The owner sees the amount buyers are asked for; everyone sees when it is reserved.
 */
export function ReserveCard({ property }: { property: Bookable }) {
  const t = useT()
  const { user } = usePage().props
  const auth = useAuthDialog()
  const [busy, setBusy] = useState(false)
  const done = useCallback(() => setBusy(false), [])
  const openRazorpay = useRazorpayCheckout(t, done)

  useFlashedCheckout((order) => {
    if (!user) return
    setBusy(true)
    void openRazorpay(order, user)
  })

  if (property.status === 'reserved') {
    return <Card className="text-sm font-medium text-ink-700">{t('credits.booking.reserved')}</Card>
  }
  if (!property.booking_amount) return null
  const amount = formatListingPrice(property.booking_amount, property.currency)
  if (user && user.id === property.owner_id) {
    // The owner sees the amount they set, as buyers will be asked for it.
    return (
      <Card data-testid="reserve-owner">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink-900">
          <CalendarCheck className="size-5 text-brand-600" aria-hidden />{' '}
          {t('credits.booking.owner_title')}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{t('credits.booking.owner_body', { amount })}</p>
      </Card>
    )
  }
  if (property.status !== 'available') return null

  const reserve = () => {
    if (!user) return auth.open('login')
    setBusy(true)
    router.post(
      urlFor('bookings.store', { id: property.id }),
      {},
      {
        preserveScroll: true,
        onFinish: (visit) => (visit.cancelled || visit.interrupted) && done(),
      }
    )
  }
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink-900">
        <CalendarCheck className="size-5 text-brand-600" aria-hidden /> {t('credits.booking.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('credits.booking.body', { amount })}</p>
      <Button className="mt-4" fullWidth loading={busy} onClick={reserve}>
        {busy ? t('credits.processing') : t('credits.booking.reserve')}
      </Button>
    </Card>
  )
}
