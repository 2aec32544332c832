import type { Ref } from 'react'
import type { Data } from '~generated/data'
import { FieldLabel, TextField } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { masterLabel, useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { CURRENCY_SYMBOLS } from '#rules/money'
import { bookingAmountLimits, BOOKING_AMOUNT_PRICE_PERCENT, ROOMS_MAX } from '#rules/listing_rules'
import { PROPERTY_STATUSES } from '#rules/search_options'
import { isReserved, type ListingFormApi } from './use_listing_form'

/** Step 1 of the listing form (001 §2): title, type, status, price, area, rooms, booking amount. */
type Props = {
  fields: ListingFormApi
  currency: string
  titleRef: Ref<HTMLInputElement>
  propertyTypes: Data.PropertyType[]
}

export function BasicStep({ fields, currency, titleRef, propertyTypes }: Props) {
  const t = useT()
  const { lakhs2 } = usePrice()
  const { form, change, errorOf, bind } = fields
  const price = Number(form.data.price)
  const bookingAmount = Number(form.data.booking_amount)
  const bookingLimits = bookingAmountLimits(currency)
  const bookingHint = t('posting.booking_amount_hint', {
    min: bookingLimits.min,
    percent: BOOKING_AMOUNT_PRICE_PERCENT,
    max: bookingLimits.max,
  })
  const priceHint = t(`posting.price_hint_${currency}`)

  return (
    <>
      <h2 className="text-lg font-semibold text-ink-900">{t('posting.step_basic')}</h2>
      <TextField
        ref={titleRef}
        label={t('posting.title_label')}
        required
        placeholder={t('posting.title_placeholder')}
        {...bind('title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('posting.type_label')}
          name="property_type"
          required
          value={form.data.property_type}
          onChange={(e) => change('property_type', e.target.value)}
          error={errorOf('property_type')}
          options={propertyTypes.map((type) => ({
            value: type.name,
            label: masterLabel(t, `master.property_types.${type.name}`, type.label),
          }))}
        />
        {isReserved(form.data) ? (
          <div data-testid="status-reserved">
            <FieldLabel htmlFor="status-reserved">{t('posting.status_label')}</FieldLabel>
            <p
              id="status-reserved"
              className="rounded-card border border-ink-200 bg-ink-50 px-3 py-2 text-sm text-ink-700"
            >
              <strong className="font-semibold text-ink-900">
                {t('master.statuses.reserved')}
              </strong>{' '}
              · {t('posting.status_reserved')}
            </p>
          </div>
        ) : (
          <SelectField
            label={t('posting.status_label')}
            name="status"
            value={form.data.status}
            onChange={(e) => change('status', e.target.value)}
            error={errorOf('status')}
            options={PROPERTY_STATUSES.map((status) => ({
              value: status,
              label: t(`master.statuses.${status}`),
            }))}
          />
        )}
        <TextField
          label={t('posting.price_label', { symbol: CURRENCY_SYMBOLS[currency] ?? currency })}
          required
          inputMode="decimal"
          hint={price > 0 ? `${lakhs2(price, currency)} · ${priceHint}` : priceHint}
          {...bind('price')}
        />
        <TextField label={t('posting.area_label')} required inputMode="decimal" {...bind('area')} />
        {(['bedrooms', 'bathrooms'] as const).map((field) => (
          <TextField
            key={field}
            label={t(`posting.${field}_label`)}
            type="number"
            min={0}
            max={ROOMS_MAX}
            step={1}
            inputMode="numeric"
            hint={t('posting.rooms_hint')}
            {...bind(field)}
          />
        ))}
      </div>
      <TextField
        label={t('posting.booking_amount_label')}
        inputMode="numeric"
        hint={
          bookingAmount > 0 ? `${lakhs2(bookingAmount, currency)} · ${bookingHint}` : bookingHint
        }
        {...bind('booking_amount')}
      />
    </>
  )
}
