import { TextField } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { LocationFieldset } from '~/components/locations/location_fieldset'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { CURRENCY_SYMBOLS } from '#rules/money'
import type { StateTree } from '#rules/location_filter'
import { POSSESSION_CHOICES, VENTURE_STATUSES } from '#rules/venture_options'
import { amountOf, entersLakhs } from './amounts'
import { useOptionLabels } from './labels'
import { displayPlace, type Wizard } from './use_venture_wizard'

/** Step 2 (001 §2): where, when, how much and how many. */
export function ProjectDetailsStep({
  wizard,
  tree,
  country,
  currency,
}: {
  wizard: Wizard
  tree: StateTree
  country: string
  currency: string
}) {
  const t = useT()
  const { options } = useOptionLabels()
  const { price } = usePrice()
  const { form, change, errorOf } = wizard
  const place = displayPlace(form.data)
  const unit = entersLakhs(currency)
    ? t('venture_builder.common.lakhs')
    : (CURRENCY_SYMBOLS[currency] ?? currency).trim()
  const priceHint = (entered: string) => {
    const amount = amountOf(entered, currency)
    const base = t(
      entersLakhs(currency)
        ? 'venture_builder.common.lakhs_hint'
        : 'venture_builder.common.dollars_hint'
    )
    return amount ? `${price(amount, currency)} · ${base}` : base
  }
  return (
    <>
      <h2 className="text-lg font-semibold text-ink-900">
        {t('venture_builder.create.steps.details')}
      </h2>
      <LocationFieldset
        form={form}
        tree={tree}
        legend={t('venture_builder.create.location_label')}
        emptyLabel={t('venture_builder.create.location_choose')}
        preview={place}
        error={errorOf('location', 'state', 'district', 'city', 'area_name', 'country_code')}
        errorId="venture-location-error"
        hintId="venture-location-hint"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('venture_builder.create.status_label')}
          name="status"
          value={form.data.status}
          onChange={(e) => change('status', e.target.value)}
          error={errorOf('status')}
          options={options('statuses', VENTURE_STATUSES)}
        />
        <TextField
          label={t('venture_builder.create.launch_label')}
          name="launch_date"
          type="month"
          value={form.data.launch_date}
          onChange={(e) => change('launch_date', e.target.value)}
          error={errorOf('launch_date')}
        />
        <SelectField
          label={t('venture_builder.create.possession_label')}
          name="possession_timeline"
          value={form.data.possession_timeline}
          onChange={(e) => change('possession_timeline', e.target.value)}
          error={errorOf('possession_timeline', 'possession_date')}
          hint={
            form.data.possession_date && !form.data.possession_timeline
              ? t('venture_builder.edit.possession_current', { month: form.data.possession_date })
              : undefined
          }
          placeholder={t('venture_builder.create.possession_none')}
          options={options('possession', Object.keys(POSSESSION_CHOICES))}
        />
        <TextField
          label={t('venture_builder.create.total_units_label')}
          name="total_units"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={form.data.total_units}
          onChange={(e) => change('total_units', e.target.value)}
          error={errorOf('total_units')}
        />
        <TextField
          label={t('venture_builder.create.price_min_label', { unit })}
          name="price_min"
          type="number"
          min={0}
          step={entersLakhs(currency) ? 0.1 : 1}
          inputMode="decimal"
          value={form.data.price_min}
          onChange={(e) => change('price_min', e.target.value)}
          error={errorOf('price_range.min', 'price_range')}
          hint={priceHint(form.data.price_min)}
        />
        <TextField
          label={t('venture_builder.create.price_max_label', { unit })}
          name="price_max"
          type="number"
          min={0}
          step={entersLakhs(currency) ? 0.1 : 1}
          inputMode="decimal"
          value={form.data.price_max}
          onChange={(e) => change('price_max', e.target.value)}
          error={errorOf('price_range.max')}
          hint={priceHint(form.data.price_max)}
        />
        {country === 'IN' && <ReraField wizard={wizard} />}
      </div>
    </>
  )
}

/** RERA registration: on step 2 for Indian projects, on step 3 once 'RERA Approved' is ticked elsewhere. */
export function ReraField({ wizard }: { wizard: Wizard }) {
  const t = useT()
  const { form, change, errorOf } = wizard
  return (
    <TextField
      label={t('venture_builder.create.rera_label')}
      name="rera_number"
      maxLength={60}
      value={form.data.rera_number}
      onChange={(e) => change('rera_number', e.target.value)}
      error={errorOf('rera_number')}
      hint={t('venture_builder.create.rera_hint')}
    />
  )
}
