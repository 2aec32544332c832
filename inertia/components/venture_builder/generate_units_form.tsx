import { useForm } from '@inertiajs/react'
import { DECIMAL, fieldBinder, WHOLE_NUMBER } from './form_fields'
import type { FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/input'
import { useT } from '~/lib/i18n'
import {
  DRAFT_UNITS_MAX,
  DRAFT_UNITS_PER_HOUR,
  GENERATE_UNITS_MAX,
  generatedUnitNumbers,
  TOWER_FLOORS_MAX,
  UNITS_PER_FLOOR_MAX,
} from '#rules/venture_options'
import { amountOf, entersLakhs, numberOf } from './amounts'
import { urlFor } from '~/lib/routes'
import type { BuilderTower } from './types'

type GenerateData = {
  floors: string
  units_per_floor: string
  bedrooms: string
  area: string
  price: string
}

/** "101, 102 … 202": the first two numbers and the last, as the builder will find them. */
function numbersPreview(floors: number, perFloor: number): string {
  const numbers = generatedUnitNumbers(floors, perFloor).map((unit) => unit.unitNumber)
  if (numbers.length <= 3) return numbers.join(', ')
  return `${numbers[0]}, ${numbers[1]} … ${numbers[numbers.length - 1]}`
}

/**
 * 'Generate units' on a tower: floors × units per floor, numbered floor × 100
 * + position, created as free drafts (numbers already in the tower are kept).
 */
export function GenerateUnitsForm({
  ventureId,
  tower,
  currency,
  onDone,
}: {
  ventureId: number
  tower: BuilderTower
  currency: string
  onDone: () => void
}) {
  const t = useT()
  const lakhs = entersLakhs(currency)
  const form = useForm<GenerateData>({
    floors: tower.floors ? String(tower.floors) : '',
    units_per_floor: tower.units_per_floor ? String(tower.units_per_floor) : '',
    bedrooms: '',
    area: '',
    price: '',
  })
  const errors = form.errors as Record<string, string | undefined>
  const change = (field: keyof GenerateData, value: string) => {
    form.setData(field, value)
    if (errors[field]) form.clearErrors(field)
  }
  const field = fieldBinder(form.data, errors, change)
  const floors = Number(form.data.floors)
  const perFloor = Number(form.data.units_per_floor)
  const sized =
    Number.isInteger(floors) &&
    Number.isInteger(perFloor) &&
    floors >= 1 &&
    perFloor >= 1 &&
    floors <= TOWER_FLOORS_MAX &&
    perFloor <= UNITS_PER_FLOOR_MAX
  const count = sized ? floors * perFloor : 0
  const tooMany = count > GENERATE_UNITS_MAX

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!sized || tooMany || form.processing) return
    form.transform((data) => ({
      floors,
      units_per_floor: perFloor,
      bedrooms: numberOf(data.bedrooms),
      area: numberOf(data.area),
      price: amountOf(data.price, currency),
    }))
    form.post(urlFor('ventures.towers.generate', { id: ventureId, towerId: tower.id }), {
      preserveState: true,
      preserveScroll: true,
      onSuccess: onDone,
    })
  }

  const id = `generate-${tower.id}`
  return (
    <form
      noValidate
      onSubmit={submit}
      className="mt-3 space-y-3 rounded-control border border-brand-100 bg-brand-50/50 p-3"
      aria-labelledby={`${id}-title`}
      data-testid="generate-units-form"
    >
      <h4 id={`${id}-title`} className="text-sm font-semibold text-ink-900">
        {t('venture_builder.generate.title', { tower: tower.name })}
      </h4>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('venture_builder.generate.floors')}
          required
          {...WHOLE_NUMBER}
          min={1}
          max={TOWER_FLOORS_MAX}
          {...field('floors')}
        />
        <TextField
          label={t('venture_builder.generate.units_per_floor')}
          required
          {...WHOLE_NUMBER}
          min={1}
          max={UNITS_PER_FLOOR_MAX}
          {...field('units_per_floor')}
        />
        <TextField
          label={t('venture_builder.generate.bedrooms')}
          {...WHOLE_NUMBER}
          min={0}
          max={10}
          {...field('bedrooms')}
        />
        <TextField
          label={t('venture_builder.generate.area')}
          {...DECIMAL}
          min={1}
          {...field('area')}
        />
        <TextField
          wrapperClassName="col-span-2 sm:col-span-1"
          label={t(
            lakhs
              ? 'venture_builder.generate.price_lakhs'
              : 'venture_builder.generate.price_dollars'
          )}
          type="number"
          min={0}
          step={lakhs ? 0.1 : 1}
          inputMode="decimal"
          {...field('price')}
        />
      </div>
      <p className="text-sm text-ink-700" aria-live="polite" data-testid="generate-preview">
        {tooMany
          ? t('venture_builder.generate.too_many', { max: GENERATE_UNITS_MAX })
          : sized
            ? t('venture_builder.generate.preview', {
                count,
                floors,
                perFloor,
                numbers: numbersPreview(floors, perFloor),
              })
            : t('venture_builder.generate.preview_empty')}
      </p>
      <p className="text-xs text-ink-600">
        {t('venture_builder.generate.drafts_note', {
          max: DRAFT_UNITS_MAX,
          perHour: DRAFT_UNITS_PER_HOUR,
        })}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('venture_builder.common.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!sized || tooMany} loading={form.processing}>
          {t('venture_builder.generate.submit', { count })}
        </Button>
      </div>
    </form>
  )
}
