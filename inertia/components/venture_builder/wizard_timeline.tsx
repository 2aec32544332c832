import { TextField } from '~/components/ui/input'
import { SelectField } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import {
  DISTANCE_MAX,
  distanceUnitOf,
  LANDMARK_KINDS,
  LANDMARK_NAME_MAX,
  LANDMARKS_MAX,
  PHASE_NAME_MAX,
  PHASE_STATUSES,
  PHASES_MAX,
} from '#rules/venture_timeline'
import { RowList } from './row_list'
import type { LandmarkRow, PhaseRow, Wizard } from './use_venture_wizard'

const BLANK_PHASE: PhaseRow = { name: '', status: '', expected_date: '' }
const BLANK_LANDMARK: LandmarkRow = { name: '', kind: '', distance: '' }

/** Step 4's development phases (issue 27): name, status and expected month, in order. */
export function PhaseRows({ wizard }: { wizard: Wizard }) {
  const t = useT()
  const { form, change, errorOf } = wizard
  const statuses = PHASE_STATUSES.map((value) => ({
    value,
    label: t(`venture_pages.phase_statuses.${value}`),
  }))
  return (
    <RowList
      title={t('venture_builder.create.phases_label')}
      hint={t('venture_builder.rows.phases_hint', { max: PHASES_MAX })}
      rows={form.data.phases}
      max={PHASES_MAX}
      blank={BLANK_PHASE}
      onChange={(rows) => change('phases', rows)}
      legendOf={(index) => t('venture_builder.rows.phase_n', { n: index + 1 })}
      addLabel={t('venture_builder.rows.add_phase')}
      emptyText={t('venture_builder.rows.no_phases')}
      error={errorOf('phases')}
    >
      {(phase, index, update) => (
        <>
          <TextField
            label={t('venture_builder.rows.phase_name')}
            name={`phases.${index}.name`}
            value={phase.name}
            maxLength={PHASE_NAME_MAX}
            placeholder={t('venture_builder.rows.phase_placeholder')}
            onChange={(event) => update({ name: event.target.value })}
            error={errorOf(`phases.${index}.name`, `phases.${index}`)}
          />
          <SelectField
            label={t('venture_builder.rows.phase_status')}
            name={`phases.${index}.status`}
            value={phase.status}
            placeholder={t('venture_builder.rows.not_given')}
            options={statuses}
            onChange={(event) => update({ status: event.target.value })}
            error={errorOf(`phases.${index}.status`)}
          />
          <TextField
            label={t('venture_builder.rows.phase_date')}
            name={`phases.${index}.expected_date`}
            type={phase.expected_date.length > 7 ? 'date' : 'month'}
            value={phase.expected_date}
            onChange={(event) => update({ expected_date: event.target.value })}
            error={errorOf(`phases.${index}.expected_date`)}
          />
        </>
      )}
    </RowList>
  )
}

/** Step 4's nearby landmarks: name, kind and distance in the market's unit (km; miles in the US). */
export function LandmarkRows({ wizard, country }: { wizard: Wizard; country: string }) {
  const t = useT()
  const { form, change, errorOf } = wizard
  const unit = t(`venture_pages.distance_units.${distanceUnitOf(country)}`)
  const kinds = LANDMARK_KINDS.map((value) => ({
    value,
    label: t(`venture_pages.landmark_kinds.${value}`),
  }))
  return (
    <RowList
      title={t('venture_builder.create.landmarks_label')}
      hint={t('venture_builder.rows.landmarks_hint', { max: LANDMARKS_MAX })}
      rows={form.data.nearby_landmarks}
      max={LANDMARKS_MAX}
      blank={BLANK_LANDMARK}
      onChange={(rows) => change('nearby_landmarks', rows)}
      legendOf={(index) => t('venture_builder.rows.landmark_n', { n: index + 1 })}
      addLabel={t('venture_builder.rows.add_landmark')}
      emptyText={t('venture_builder.rows.no_landmarks')}
      error={errorOf('nearby_landmarks')}
    >
      {(landmark, index, update) => (
        <>
          <TextField
            label={t('venture_builder.rows.landmark_name')}
            name={`nearby_landmarks.${index}.name`}
            value={landmark.name}
            maxLength={LANDMARK_NAME_MAX}
            placeholder={t('venture_builder.rows.landmark_placeholder')}
            onChange={(event) => update({ name: event.target.value })}
            error={errorOf(`nearby_landmarks.${index}.name`, `nearby_landmarks.${index}`)}
          />
          <SelectField
            label={t('venture_builder.rows.landmark_kind')}
            name={`nearby_landmarks.${index}.kind`}
            value={landmark.kind}
            placeholder={t('venture_builder.rows.not_given')}
            options={kinds}
            onChange={(event) => update({ kind: event.target.value })}
            error={errorOf(`nearby_landmarks.${index}.kind`)}
          />
          <TextField
            label={t('venture_builder.rows.landmark_distance', { unit })}
            name={`nearby_landmarks.${index}.distance`}
            type="number"
            inputMode="decimal"
            min={0}
            max={DISTANCE_MAX}
            step={0.01}
            value={landmark.distance}
            onChange={(event) => update({ distance: event.target.value })}
            error={errorOf(`nearby_landmarks.${index}.distance`)}
          />
        </>
      )}
    </RowList>
  )
}
