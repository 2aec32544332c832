import { useForm } from '@inertiajs/react'
import { useEffect, useEffectEvent } from 'react'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/input'
import { useT } from '~/lib/i18n'
import { useMarket } from '~/lib/market'
import { useShared } from '~/lib/page_props'
import { urlFor } from '~/lib/routes'

/** 'Book Site Visit': name and phone, sent as a lead for the developer with the unit (POST /ventures/:id/site-visits). */
export function SiteVisitForm({
  ventureId,
  unitId,
  onCancel,
  onSent,
}: {
  ventureId: number
  unitId: number
  onCancel: () => void
  onSent: () => void
}) {
  const t = useT()
  const { user } = useShared()
  const market = useMarket()
  const form = useForm({
    name: user?.name ?? '',
    phone: user?.phone ?? '',
    country_code: market.country,
    unit_id: unitId,
  })
  const setUnit = useEffectEvent((id: number) => form.setData('unit_id', id))
  useEffect(() => setUnit(unitId), [unitId])
  const throttled = (form.errors as Record<string, string | undefined>).throttle

  return (
    <form
      className="space-y-3 rounded-control border border-ink-100 bg-ink-50 p-4"
      noValidate
      data-testid="site-visit-form"
      onSubmit={(event) => {
        event.preventDefault()
        form.post(urlFor('ventures.site_visits', { id: ventureId }), {
          preserveScroll: true,
          preserveState: true,
          onSuccess: onSent,
        })
      }}
    >
      <p className="text-sm text-ink-700">{t('venture_pages.modal.book_hint')}</p>
      <TextField
        label={t('venture_pages.form.name')}
        name="name"
        value={form.data.name}
        onChange={(e) => form.setData('name', e.target.value)}
        error={form.errors.name}
        autoComplete="name"
        required
      />
      <TextField
        label={t('venture_pages.form.phone')}
        name="phone"
        type="tel"
        value={form.data.phone}
        onChange={(e) => form.setData('phone', e.target.value)}
        error={form.errors.phone}
        autoComplete="tel"
        required
      />
      {form.errors.unit_id && (
        <p role="alert" className="text-sm text-danger-700">
          {form.errors.unit_id}
        </p>
      )}
      {throttled && (
        <p role="alert" className="text-sm text-danger-700">
          {throttled}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" loading={form.processing} fullWidth>
          {t('venture_pages.modal.send_request')}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('venture_pages.modal.cancel')}
        </Button>
      </div>
    </form>
  )
}
