import { controlClasses, FieldLabel, FieldMessages } from '~/components/ui/input'
import { LocationSelects } from '~/components/locations/location_selects'
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
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-ink-800">
          {t('posting.location_label')}
          <span aria-hidden="true" className="ms-0.5 text-danger-700">
            *
          </span>
        </legend>
        <p className="mb-3 text-sm text-ink-600">{t('posting.location_hint')}</p>
        <div className="grid gap-x-5 sm:grid-cols-2 [&>div]:contents">
          <LocationSelects
            tree={locationTree}
            emptyLabel={t('posting.location_choose')}
            value={{
              state: form.data.state,
              district: form.data.district,
              city: form.data.city,
              area: form.data.area_name,
            }}
            onChange={(value) => {
              form.setData((data) => ({
                ...data,
                state: value.state,
                district: value.district,
                city: value.city,
                area_name: value.area,
              }))
              form.clearErrors(
                'location' as any,
                'state' as any,
                'district' as any,
                'city' as any,
                'area_name' as any
              )
            }}
          />
        </div>
        {location && (
          <p className="mt-2 text-sm text-ink-700" data-testid="location-preview">
            {t('posting.location_preview', { location })}
          </p>
        )}
        <FieldMessages
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
      </fieldset>
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
