import { useForm } from '@inertiajs/react'
import { fieldBinder, WHOLE_NUMBER } from './form_fields'
import type { FormEvent } from 'react'
import { Button } from '~/components/ui/button'
import { BuilderDialog } from './builder_dialog'
import { controlClasses, FieldLabel, FieldMessages, TextField } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import { TOWER_FLOORS_MAX, TOWER_TYPES, UNITS_PER_FLOOR_MAX } from '#rules/venture_options'
import { numberOf } from './amounts'
import { useOptionLabels } from './labels'
import { urlFor } from '~/lib/routes'
import type { BuilderTower } from './types'

type TowerFormData = {
  name: string
  description: string
  floors: string
  units_per_floor: string
  tower_type: string
}

/** Add Tower / Edit Tower (001 §2, §3): a name is required; floors and units per floor size 'Generate units'. */
export function TowerDialog({
  open,
  ventureId,
  tower,
  formKey,
  onClose,
}: {
  open: boolean
  ventureId: number
  tower: BuilderTower | null
  formKey: number
  onClose: () => void
}) {
  const t = useT()
  return (
    <BuilderDialog
      open={open}
      onClose={onClose}
      title={t(
        tower ? 'venture_builder.tower_form.edit_title' : 'venture_builder.tower_form.add_title'
      )}
    >
      <TowerForm key={formKey} ventureId={ventureId} tower={tower} onDone={onClose} />
    </BuilderDialog>
  )
}

function TowerForm({
  ventureId,
  tower,
  onDone,
}: {
  ventureId: number
  tower: BuilderTower | null
  onDone: () => void
}) {
  const t = useT()
  const { options } = useOptionLabels()
  const form = useForm<TowerFormData>({
    name: tower?.name ?? '',
    description: tower?.description ?? '',
    floors: tower?.floors ? String(tower.floors) : '',
    units_per_floor: tower?.units_per_floor ? String(tower.units_per_floor) : '',
    tower_type: tower?.tower_type ?? 'residential',
  })
  const errors = form.errors as Record<string, string | undefined>
  const change = (field: keyof TowerFormData, value: string) => {
    form.setData(field, value)
    if (errors[field]) form.clearErrors(field)
  }
  const field = fieldBinder(form.data, errors, change)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.processing) return
    if (!form.data.name.trim())
      return form.setError('name', t('venture_builder.tower_form.name_required'))
    form.transform((data) => ({
      name: data.name.trim(),
      description: data.description.trim() || null,
      floors: numberOf(data.floors) ?? undefined,
      units_per_floor: numberOf(data.units_per_floor) ?? undefined,
      tower_type: data.tower_type,
    }))
    const visit = { preserveState: true, preserveScroll: true, onSuccess: onDone }
    if (tower)
      form.put(urlFor('ventures.towers.update', { id: ventureId, towerId: tower.id }), visit)
    else form.post(urlFor('ventures.towers.store', { id: ventureId }), visit)
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="tower-form">
      <TextField
        label={t('venture_builder.tower_form.name')}
        name="name"
        required
        autoFocus
        maxLength={80}
        value={form.data.name}
        onChange={(e) => change('name', e.target.value)}
        error={errors.name}
      />
      <div>
        <FieldLabel htmlFor="tower-description">
          {t('venture_builder.tower_form.description')}
        </FieldLabel>
        <textarea
          id="tower-description"
          name="description"
          rows={2}
          maxLength={1000}
          className={controlClasses(Boolean(errors.description), 'resize-y')}
          value={form.data.description}
          onChange={(e) => change('description', e.target.value)}
        />
        <FieldMessages
          error={errors.description}
          errorId="tower-description-error"
          hintId="tower-description-hint"
        />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('venture_builder.tower_form.floors')}
          {...WHOLE_NUMBER}
          min={1}
          max={TOWER_FLOORS_MAX}
          {...field('floors')}
        />
        <TextField
          label={t('venture_builder.tower_form.units_per_floor')}
          {...WHOLE_NUMBER}
          min={1}
          max={UNITS_PER_FLOOR_MAX}
          {...field('units_per_floor')}
        />
      </div>
      <SelectField
        label={t('venture_builder.tower_form.tower_type')}
        name="tower_type"
        value={form.data.tower_type}
        onChange={(e) => change('tower_type', e.target.value)}
        error={errors.tower_type}
        options={options('tower_types', TOWER_TYPES)}
      />
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone}>
          {t('venture_builder.common.cancel')}
        </Button>
        <Button type="submit" loading={form.processing}>
          {t(
            tower ? 'venture_builder.common.save_changes' : 'venture_builder.tower_form.submit_add'
          )}
        </Button>
      </div>
    </form>
  )
}
