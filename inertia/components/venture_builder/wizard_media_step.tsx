import { ImageUploader } from '~/components/listings/form/image_uploader'
import { useT } from '~/lib/i18n'
import { MASTER_PLAN_IMAGES_MAX, VENTURE_IMAGES_MAX } from '#rules/venture_options'
import type { Wizard } from './use_venture_wizard'
import { LandmarkRows, PhaseRows } from './wizard_timeline'

/**
 * Step 4 (issue 27): the project's photos (the first is the cover of its card
 * and gallery) and master-plan images, uploaded like listing photos, then its
 * phases and nearby landmarks (the Overview and Location tabs), row by row.
 */
export function MediaStep({
  wizard,
  imageHosts,
  country,
}: {
  wizard: Wizard
  imageHosts: string[]
  country: string
}) {
  const t = useT()
  const { form, change, errorOf } = wizard
  return (
    <>
      <h2 className="text-lg font-semibold text-ink-900">
        {t('venture_builder.create.steps.media')}
      </h2>
      <ImageUploader
        images={form.data.images}
        imageHosts={imageHosts}
        onChange={(images) => change('images', images)}
        error={errorOf('images')}
        max={VENTURE_IMAGES_MAX}
        label={t('venture_builder.create.photos_label')}
        testId="venture-photos"
      />
      <ImageUploader
        images={form.data.master_plan_images}
        imageHosts={imageHosts}
        onChange={(images) => change('master_plan_images', images)}
        error={errorOf('master_plan_images')}
        max={MASTER_PLAN_IMAGES_MAX}
        label={t('venture_builder.create.master_plan_label')}
        testId="master-plan"
      />
      <PhaseRows wizard={wizard} />
      <LandmarkRows wizard={wizard} country={country} />
    </>
  )
}
