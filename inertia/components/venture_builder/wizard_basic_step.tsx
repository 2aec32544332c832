import { controlClasses, FieldLabel, FieldMessages, TextField } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import { BUILDERS, VENTURE_TYPES } from '#rules/venture_options'
import { useOptionLabels } from './labels'
import type { Wizard } from './use_venture_wizard'

/** Step 1 (001 §2): name, description, builder, type and logo. */
export function BasicInfoStep({ wizard }: { wizard: Wizard }) {
  const t = useT()
  const { options, builder } = useOptionLabels()
  const { form, change, errorOf } = wizard
  return (
    <>
      <h2 className="text-lg font-semibold text-ink-900">
        {t('venture_builder.create.steps.basic')}
      </h2>
      <TextField
        label={t('venture_builder.create.name_label')}
        name="name"
        required
        autoFocus
        maxLength={150}
        placeholder={t('venture_builder.create.name_placeholder')}
        value={form.data.name}
        onChange={(e) => change('name', e.target.value)}
        error={errorOf('name')}
      />
      <div>
        <FieldLabel htmlFor="venture-description" required>
          {t('venture_builder.create.description_label')}
        </FieldLabel>
        <textarea
          id="venture-description"
          name="description"
          rows={5}
          maxLength={5000}
          className={controlClasses(Boolean(errorOf('description')), 'min-h-32 resize-y')}
          placeholder={t('venture_builder.create.description_placeholder')}
          value={form.data.description}
          aria-invalid={Boolean(errorOf('description')) || undefined}
          aria-describedby="venture-description-error"
          onChange={(e) => change('description', e.target.value)}
        />
        <FieldMessages
          error={errorOf('description')}
          errorId="venture-description-error"
          hintId="venture-description-hint"
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label={t('venture_builder.create.builder_label')}
          name="builder"
          value={form.data.builder}
          onChange={(e) => change('builder', e.target.value)}
          error={errorOf('builder')}
          options={BUILDERS.map((value) => ({ value, label: builder(value) }))}
        />
        {form.data.builder === 'others' && (
          <TextField
            label={t('venture_builder.create.builder_name_label')}
            name="builder_name"
            maxLength={150}
            value={form.data.builder_name}
            onChange={(e) => change('builder_name', e.target.value)}
            error={errorOf('builder_name')}
            hint={t('venture_builder.create.builder_name_hint')}
          />
        )}
        <SelectField
          label={t('venture_builder.create.type_label')}
          name="venture_type"
          value={form.data.venture_type}
          onChange={(e) => change('venture_type', e.target.value)}
          error={errorOf('venture_type')}
          options={options('venture_types', VENTURE_TYPES)}
        />
        <TextField
          label={t('venture_builder.create.logo_label')}
          name="logo_url"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={form.data.logo_url}
          onChange={(e) => change('logo_url', e.target.value)}
          error={errorOf('logo_url')}
          hint={t('venture_builder.create.logo_hint')}
        />
      </div>
    </>
  )
}
