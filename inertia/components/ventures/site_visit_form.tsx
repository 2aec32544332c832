import { useForm } from '@inertiajs/react'
import { useEffect, useEffectEvent } from 'react'
import { Button } from '~/components/ui/button'
import { FormError, NameAndPhoneFields, throttleError } from '~/components/listings/lead_form'
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
      <NameAndPhoneFields
        form={form}
        nameLabel={t('venture_pages.form.name')}
        phoneLabel={t('venture_pages.form.phone')}
      />
      <FormError message={form.errors.unit_id} />
      <FormError message={throttleError(form)} />
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
