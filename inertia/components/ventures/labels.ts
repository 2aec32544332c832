import { useCallback, useMemo } from 'react'
import { useT } from '~/lib/i18n'

/** 000 §2: a venture without a type reads RESIDENTIAL. */
export const DEFAULT_VENTURE_TYPE = 'residential'

/**
 * How venture master data reads in the page's language. A value the lists do
 * not know (a builder's own amenity, an old status) shows as written, never
 * as a message key. (No import of the option lists here: home's cards use
 * these labels, and every byte there counts against its JS budget.)
 */
export function useVentureLabels() {
  const t = useT()
  const known = useCallback(
    (keys: string[], fallback: string) => {
      for (const key of keys) {
        const label = t(key)
        if (label !== key) return label
      }
      return fallback
    },
    [t]
  )

  return useMemo(
    () => ({
      ventureType: (type: string | null | undefined) =>
        known([`venture_pages.venture_types.${type || DEFAULT_VENTURE_TYPE}`], type ?? ''),
      status: (status: string) => known([`venture_pages.statuses.${status}`], status),
      propertyType: (type: string) =>
        known([`venture_pages.property_types.${type}`, `master.property_types.${type}`], type),
      unitConfig: (config: string) => {
        if (/^[1-4]bhk$/.test(config)) return t('listings.bhk', { count: Number(config[0]) })
        if (config === '5bhk_plus') return t('listings.bhk_plus', { count: 5 })
        return known([`venture_pages.unit_configs.${config}`], config)
      },
      amenity: (amenity: string) =>
        known([`master.amenities.${amenity}`, `venture_pages.amenities.${amenity}`], amenity),
      approval: (approval: string) => known([`venture_pages.approvals.${approval}`], approval),
    }),
    [known, t]
  )
}
