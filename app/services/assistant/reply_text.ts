import type { I18n } from '@adonisjs/i18n'
import { BUILDER_NAMES } from '#rules/venture_options'
import { formatListingPrice } from '#rules/money'
import type { Chip, Note } from '#services/assistant/interpreter'
import type { Place } from '#services/assistant/place'

/** A filter the reply shows as a removable chip: what was understood, in the reader's language. */
export type ChipView = { key: Chip['key']; label: string; params: string[] }

/** The label of a value from the first message file that knows it, else the value itself. */
function label(i18n: I18n, keys: string[], fallback: string): string {
  for (const key of keys) {
    const text = i18n.t(key, {}, '')
    if (text && text !== key) return text
  }
  return fallback
}

export function chipView(
  i18n: I18n,
  chip: Chip,
  currency: string,
  kind: 'properties' | 'ventures'
): ChipView {
  const text = (() => {
    switch (chip.key) {
      case 'property_type':
        return (Array.isArray(chip.value) ? chip.value : [String(chip.value)])
          .map((type) =>
            label(
              i18n,
              [
                `master.property_types.${type}`,
                `venture_pages.property_types.${type}`,
                `venture_pages.unit_configs.${type}`,
              ],
              type
            )
          )
          .join(', ')
      case 'bedrooms':
        return Number(chip.value) >= 5
          ? i18n.t('listings.bhk_plus', { count: 5 })
          : i18n.t('listings.bhk', { count: Number(chip.value) })
      case 'budget': {
        const { min, max } = chip.value as { min?: number; max?: number }
        const money = (amount: number) => formatListingPrice(amount, currency)
        if (min !== undefined && max !== undefined)
          return i18n.t('assistant.chips.between', { min: money(min), max: money(max) })
        if (max !== undefined) return i18n.t('assistant.chips.under', { amount: money(max) })
        return i18n.t('assistant.chips.over', { amount: money(min!) })
      }
      case 'place': {
        // The page language's name of the place where the tree has one (issue 27).
        const place = chip.value as Place
        const local = i18n.locale === 'hi' || i18n.locale === 'te' ? place.local[i18n.locale] : null
        return i18n.t('assistant.chips.place', { place: local ?? place.name })
      }
      case 'status': {
        const status = String(chip.value)
        const keys =
          kind === 'ventures' ? [`venture_pages.statuses.${status}`] : [`master.statuses.${status}`]
        return label(i18n, keys, status)
      }
      case 'builder':
        return BUILDER_NAMES[String(chip.value)] ?? String(chip.value)
      case 'amenities':
        return (chip.value as string[])
          .map((a) => label(i18n, [`master.amenities.${a}`, `venture_pages.amenities.${a}`], a))
          .join(', ')
    }
  })()
  return { key: chip.key, label: text, params: chip.params }
}

export function searchText(
  i18n: I18n,
  search: {
    kind: 'properties' | 'ventures'
    total: number
    capped: boolean
    shown: number
    filtered: boolean
    notes: Note[]
    ignored: string[]
  }
): string {
  const lines: string[] = []
  if (!search.filtered) lines.push(i18n.t('assistant.reply.no_filters'))
  const found =
    search.kind === 'ventures'
      ? 'assistant.reply.found_ventures'
      : 'assistant.reply.found_properties'
  lines.push(
    i18n.t(found, {
      count: search.total,
      more: search.capped ? i18n.t('assistant.reply.or_more') : '',
    })
  )
  lines.push(search.shown > 0 ? i18n.t('assistant.reply.top') : i18n.t('assistant.reply.none_hint'))
  for (const note of search.notes) {
    lines.push(
      note === 'ignored'
        ? i18n.t('assistant.reply.ignored', { words: search.ignored.join(', ') })
        : i18n.t(`assistant.reply.${note}`)
    )
  }
  return lines.join(' ')
}
