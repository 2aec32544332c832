import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/input'
import { LocationFieldset } from '~/components/locations/location_fieldset'
import { useAmenityLabel, useT } from '~/lib/i18n'
import { DESCRIPTION_MIN } from '#rules/listing_rules'
import type { StateTree } from '#rules/location_filter'
import type { Data } from '~generated/data'
import { ImageUploader } from './image_uploader'
import { TagInput } from './tag_input'
import { displayLocation, type ListingFormApi } from './use_listing_form'

type Props = {
  fields: ListingFormApi
  locationTree: StateTree
  amenities: Data.Amenity[]
  imageHosts: string[]
}

/** Step 2 of the listing form (001 §2): the place from the location tree, description, amenities, photos. */
export function DetailsStep({ fields, locationTree, amenities, imageHosts }: Props) {
  const t = useT()
  const amenityLabel = useAmenityLabel()
  const { form, change, blur, errorOf } = fields
  const location = displayLocation(form.data)

  return (
    <>
      <h2 className="text-lg font-semibold text-ink-900">{t('posting.step_additional')}</h2>
      <LocationFieldset
        form={form}
        tree={locationTree}
        legend={t('posting.location_label')}
        hint={t('posting.location_hint')}
        emptyLabel={t('posting.location_choose')}
        preview={location ? t('posting.location_preview', { location }) : undefined}
        error={
          errorOf('location') ??
          errorOf('state') ??
          errorOf('district') ??
          errorOf('city') ??
          errorOf('area_name')
        }
        errorId="location-error"
        hintId="location-hint"
      />
      <div>
        <FieldLabel htmlFor="description" required>
          {t('posting.description_label')}
        </FieldLabel>
        <textarea
          id="description"
          name="description"
          rows={6}
          className={controlClasses(Boolean(errorOf('description')), 'min-h-36 resize-y')}
          placeholder={t('posting.description_placeholder')}
          value={form.data.description}
          aria-invalid={Boolean(errorOf('description')) || undefined}
          aria-describedby="description-hint description-error"
          onChange={(e) => change('description', e.target.value)}
          onBlur={(e) => blur('description', e)}
        />
        <FieldMessages
          error={errorOf('description')}
          hint={t('posting.description_count', {
            count: form.data.description.trim().length,
            min: DESCRIPTION_MIN,
          })}
          errorId="description-error"
          hintId="description-hint"
        />
      </div>
      <TagInput
        label={t('posting.amenities_label')}
        name="amenity"
        placeholder={t('posting.amenities_placeholder')}
        values={form.data.amenities}
        onChange={(values) => change('amenities', values)}
        suggestions={amenities.map((amenity) => amenity.name)}
        suggestionsLabel={t('posting.amenities_suggested')}
        labelOf={(name) =>
          amenityLabel(name, amenities.find((amenity) => amenity.name === name)?.label)
        }
        error={errorOf('amenities')}
      />
      <ImageUploader
        images={form.data.images}
        imageHosts={imageHosts}
        onChange={(images) => change('images', images)}
        error={errorOf('images')}
      />
    </>
  )
}
