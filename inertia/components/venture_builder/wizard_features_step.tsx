import { useT } from '~/lib/i18n'
import {
  APPROVALS,
  UNIT_TYPES,
  VENTURE_AMENITIES,
  VENTURE_PROPERTY_TYPES,
} from '#rules/venture_options'
import { CheckChips } from './check_chips'
import { useOptionLabels } from './labels'
import { asksRera, type Wizard } from './use_venture_wizard'
import { ReraField } from './wizard_details_step'

/** Step 3 (001 §2): what the project offers and which approvals it holds. */
export function FeaturesStep({ wizard, country }: { wizard: Wizard; country: string }) {
  const t = useT()
  const { options } = useOptionLabels()
  const { form, change, errorOf } = wizard
  return (
    <>
      <h2 className="text-lg font-semibold text-ink-900">
        {t('venture_builder.create.steps.features')}
      </h2>
      <CheckChips
        legend={t('venture_builder.create.property_types_label')}
        options={options('property_types', VENTURE_PROPERTY_TYPES)}
        values={form.data.property_types}
        onChange={(values) => change('property_types', values)}
        error={errorOf('property_types')}
        testId="property-types"
      />
      <CheckChips
        legend={t('venture_builder.create.unit_types_label')}
        options={options('unit_types', UNIT_TYPES)}
        values={form.data.unit_types}
        onChange={(values) => change('unit_types', values)}
        error={errorOf('unit_types')}
        testId="unit-types"
      />
      <CheckChips
        legend={t('venture_builder.create.amenities_label')}
        options={options('amenities', VENTURE_AMENITIES)}
        values={form.data.amenities}
        onChange={(values) => change('amenities', values)}
        error={errorOf('amenities')}
        testId="amenities"
      />
      <CheckChips
        legend={t('venture_builder.create.approvals_label')}
        options={options('approvals', APPROVALS)}
        values={form.data.approvals}
        onChange={(values) => change('approvals', values)}
        error={errorOf('approvals')}
        testId="approvals"
      />
      {country !== 'IN' && asksRera(form.data, country) && <ReraField wizard={wizard} />}
    </>
  )
}
