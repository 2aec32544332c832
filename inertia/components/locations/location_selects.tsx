import { SelectField } from '~/components/ui/select'
import { useT } from '~/lib/i18n'
import {
  chooseLocation,
  locationOptions,
  type LocationValue,
  type StateTree,
} from '#rules/location_filter'

/** State → district → city → area selects; choosing a level clears the ones below (000 §4). Labels in the page language where the place has a name in it (hi and te messages carry each such English name as a key, issue 27; `t` gives back any other name as it is); values stay English. i18n-areas: places */
export function LocationSelects({
  tree,
  value,
  onChange,
  emptyLabel,
}: {
  tree: StateTree
  value: LocationValue
  onChange: (value: LocationValue) => void
  emptyLabel?: string
}) {
  const t = useT()
  const options = locationOptions(tree, value)
  const levels = [
    ['state', options.states],
    ['district', options.districts],
    ['city', options.cities],
    ['area', options.areas],
  ] as const

  return (
    <div className="space-y-3">
      {levels.map(([level, items]) => (
        <SelectField
          key={level}
          label={t(`locations.${level}`)}
          name={level}
          value={value[level]}
          disabled={items.length === 0}
          onChange={(event) => onChange(chooseLocation(value, level, event.target.value))}
          options={[
            { value: '', label: emptyLabel ?? t('locations.any') },
            ...items.map((item) => ({ value: item, label: t(item) })),
          ]}
        />
      ))}
    </div>
  )
}
