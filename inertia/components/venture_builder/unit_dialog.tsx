import { Link, useForm } from '@inertiajs/react'
import { DECIMAL, fieldBinder, WHOLE_NUMBER } from './form_fields'
import { AlertTriangle } from 'lucide-react'
import type { FormEvent } from 'react'
import { Button, buttonClasses } from '~/components/ui/button'
import { BuilderDialog } from './builder_dialog'
import { TextField } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import { usePrice } from '~/lib/price'
import { CURRENCY_SYMBOLS } from '#rules/money'
import { DEFAULT_TOWER_NAME, FACINGS, UNIT_TYPES } from '#rules/venture_options'
import { UNIT_FORM_STATUSES } from '#rules/unit_form_statuses'
import { amountOf, enteredOf, entersLakhs, numberOf } from './amounts'
import { useOptionLabels } from './labels'
import { urlFor } from '~/lib/routes'
import type { BuilderTower, BuilderUnit, OwnerVenture } from './types'

type UnitFormData = {
  unit_name: string
  unit_type: string
  tower_id: string
  floor: string
  bedrooms: string
  bathrooms: string
  area: string
  /** Lakhs for rupee ventures, whole dollars otherwise (amounts.ts). */
  price: string
  facing: string
  status: string
  draft: boolean
}

type Props = {
  open: boolean
  venture: OwnerVenture
  towers: BuilderTower[]
  unit: BuilderUnit | null
  /** The tower a new unit starts in (the one being looked at). */
  towerId: number | null
  credits: number
  formKey: number
  onClose: () => void
}

/** Add Unit / Edit Unit (001 §2, §3, §5): name and type required; price typed in lakhs, step 0.1. */
export function UnitDialog({ open, formKey, unit, onClose, ...rest }: Props) {
  const t = useT()
  return (
    <BuilderDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t(
        unit ? 'venture_builder.unit_form.edit_title' : 'venture_builder.unit_form.add_title'
      )}
    >
      <UnitForm key={formKey} unit={unit} onDone={onClose} {...rest} />
    </BuilderDialog>
  )
}

function UnitForm({
  venture,
  towers,
  unit,
  towerId,
  credits,
  onDone,
}: Omit<Props, 'open' | 'formKey' | 'onClose'> & { onDone: () => void }) {
  const t = useT()
  const { options } = useOptionLabels()
  const { price } = usePrice()
  const currency = venture.currency
  const text = (value: number | string | null | undefined) =>
    value === null || value === undefined ? '' : String(value)
  const form = useForm<UnitFormData>({
    unit_name: unit?.unit_number ?? '',
    unit_type: unit?.unit_type ?? 'apartment',
    tower_id: text(unit ? unit.tower_id : (towerId ?? towers[0]?.id)),
    floor: text(unit?.floor),
    bedrooms: text(unit?.bedrooms),
    bathrooms: text(unit?.bathrooms),
    area: text(unit?.area),
    price: enteredOf(unit?.price, currency),
    facing: unit?.facing ?? '',
    status: unit?.status ?? 'available',
    draft: false,
  })
  const errors = form.errors as Record<string, string | undefined>
  const change = <K extends keyof UnitFormData>(field: K, value: UnitFormData[K]) => {
    form.setData(field as any, value as any)
    if (errors[field]) form.clearErrors(field as any)
    if (errors.credits) form.clearErrors('credits' as any)
  }
  const field = fieldBinder(form.data, errors, change)
  const reserved = unit?.status === 'reserved'
  /** A new unit of a public venture goes live at once for 1 credit unless kept as a draft. */
  const charges = !unit && venture.is_public && !form.data.draft
  const amount = amountOf(form.data.price, currency)
  const lakhs = entersLakhs(currency)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.processing) return
    const missing: Partial<Record<keyof UnitFormData, string>> = {}
    if (!form.data.unit_name.trim())
      missing.unit_name = t('venture_builder.unit_form.unit_name_required')
    if (!form.data.unit_type) missing.unit_type = t('venture_builder.unit_form.unit_type_required')
    if (!(Number(form.data.area) > 0)) missing.area = t('venture_builder.unit_form.area_required')
    if (!(amount && amount > 0)) missing.price = t('venture_builder.unit_form.price_required')
    if (Object.keys(missing).length)
      return form.setError(missing as Record<keyof UnitFormData, string>)
    form.transform((data) => ({
      unit_name: data.unit_name.trim(),
      unit_type: data.unit_type,
      tower_id: numberOf(data.tower_id),
      floor: numberOf(data.floor),
      bedrooms: numberOf(data.bedrooms),
      bathrooms: numberOf(data.bathrooms),
      area: Number(data.area),
      price: amountOf(data.price, currency),
      facing: data.facing || null,
      status: data.status,
      ...(unit ? {} : { draft: data.draft }),
    }))
    const visit = { preserveState: true, preserveScroll: true, onSuccess: onDone }
    if (unit) form.put(urlFor('ventures.units.update', { id: venture.id, unitId: unit.id }), visit)
    else form.post(urlFor('ventures.units.store', { id: venture.id }), visit)
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="unit-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('venture_builder.unit_form.unit_name')}
          name="unit_name"
          required
          autoFocus
          maxLength={20}
          placeholder="A-101"
          value={form.data.unit_name}
          onChange={(e) => change('unit_name', e.target.value)}
          error={errors.unit_name}
        />
        <SelectField
          label={t('venture_builder.unit_form.unit_type')}
          name="unit_type"
          required
          value={form.data.unit_type}
          onChange={(e) => change('unit_type', e.target.value)}
          error={errors.unit_type}
          options={options('unit_types', UNIT_TYPES)}
        />
        <SelectField
          label={t('venture_builder.unit_form.tower')}
          name="tower_id"
          value={form.data.tower_id}
          onChange={(e) => change('tower_id', e.target.value)}
          error={errors.tower_id}
          options={[
            ...towers.map((tower) => ({ value: String(tower.id), label: tower.name })),
            ...(towers.length
              ? []
              : [
                  {
                    value: '',
                    label: t('venture_builder.unit_form.default_tower', {
                      name: DEFAULT_TOWER_NAME,
                    }),
                  },
                ]),
          ]}
        />
        <TextField
          label={t('venture_builder.unit_form.floor')}
          {...WHOLE_NUMBER}
          min={-5}
          max={300}
          {...field('floor')}
        />
        <TextField
          label={t('venture_builder.unit_form.bedrooms')}
          {...WHOLE_NUMBER}
          min={0}
          max={10}
          {...field('bedrooms')}
        />
        <TextField
          label={t('venture_builder.unit_form.bathrooms')}
          {...WHOLE_NUMBER}
          min={0}
          max={10}
          {...field('bathrooms')}
        />
        <TextField
          label={t('venture_builder.unit_form.area')}
          required
          {...DECIMAL}
          min={1}
          {...field('area')}
        />
        <TextField
          label={t(
            lakhs
              ? 'venture_builder.unit_form.price_lakhs'
              : 'venture_builder.unit_form.price_currency',
            { symbol: (CURRENCY_SYMBOLS[currency] ?? currency).trim() }
          )}
          required
          type="number"
          min={0}
          step={lakhs ? 0.1 : 1}
          inputMode="decimal"
          {...field('price')}
          hint={
            amount
              ? price(amount, currency)
              : t(
                  lakhs
                    ? 'venture_builder.common.lakhs_hint'
                    : 'venture_builder.common.dollars_hint'
                )
          }
        />
        <SelectField
          label={t('venture_builder.unit_form.facing')}
          name="facing"
          value={form.data.facing}
          onChange={(e) => change('facing', e.target.value)}
          error={errors.facing}
          placeholder={t('venture_builder.unit_form.facing_none')}
          options={options('facings', FACINGS)}
        />
        <SelectField
          label={t('venture_builder.unit_form.status')}
          name="status"
          value={form.data.status}
          onChange={(e) => change('status', e.target.value)}
          error={errors.status}
          hint={reserved ? t('venture_builder.unit_form.reserved_note') : undefined}
          options={UNIT_FORM_STATUSES.map((status) => ({
            value: status,
            label: t(`master.statuses.${status}`),
          }))}
        />
      </div>

      {!unit && venture.is_public && (
        <div className="rounded-control border border-ink-200 bg-ink-50 p-3">
          <label className="flex items-center gap-2 text-sm font-medium text-ink-900">
            <input
              type="checkbox"
              name="draft"
              className="size-4 accent-brand-600"
              checked={form.data.draft}
              onChange={(e) => change('draft', e.target.checked)}
            />
            {t('venture_builder.unit_form.draft')}
          </label>
          <p className="mt-1 ps-6 text-sm text-ink-600" data-testid="unit-cost">
            {charges
              ? t('venture_builder.unit_form.live_hint', { credits })
              : t('venture_builder.unit_form.draft_hint')}
          </p>
        </div>
      )}
      {!unit && !venture.is_public && (
        <p className="text-sm text-ink-600">{t('venture_builder.unit_form.draft_venture_hint')}</p>
      )}

      {errors.credits && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-control border border-danger-600/30 bg-danger-50 p-3 text-sm text-danger-700"
        >
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          <span className="min-w-0 flex-1 font-medium">{errors.credits}</span>
          <Link href={urlFor('credits')} className={buttonClasses({ size: 'sm' })}>
            {t('venture_builder.common.buy_credits')}
          </Link>
        </div>
      )}

      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {t('venture_builder.common.cancel')}
        </Button>
        <Button type="submit" loading={form.processing}>
          {unit
            ? t('venture_builder.common.save_changes')
            : charges
              ? t('venture_builder.unit_form.submit_live')
              : t('venture_builder.unit_form.submit_draft')}
        </Button>
      </div>
    </form>
  )
}
