import { useCallback, useMemo } from 'react'
import { useT } from '~/lib/i18n'
import { BUILDER_NAMES } from '#rules/venture_options'

/** The option lists of venture_options.ts, each a group of venture_builder.options. */
export type OptionGroup =
  | 'venture_types'
  | 'statuses'
  | 'property_types'
  | 'unit_types'
  | 'amenities'
  | 'approvals'
  | 'possession'
  | 'facings'
  | 'tower_types'
  | 'listing_states'

/**
 * How the builder's master data reads in the page's language. A value no
 * list knows (an older import) shows as written, never as a message key.
 */
export function useOptionLabels() {
  const t = useT()
  const label = useCallback(
    (group: OptionGroup, value: string | null | undefined) => {
      if (!value) return ''
      const key = `venture_builder.options.${group}.${value}`
      const text = t(key)
      return text === key ? value : text
    },
    [t]
  )
  const options = useCallback(
    (group: OptionGroup, values: readonly string[]) =>
      values.map((value) => ({ value, label: label(group, value) })),
    [label]
  )
  /** Builders are proper names; only "others" is a word to translate. */
  const builder = useCallback(
    (value: string) => BUILDER_NAMES[value] ?? t('venture_builder.options.builders.others'),
    [t]
  )
  return useMemo(() => ({ label, options, builder }), [label, options, builder])
}
