import { usePage } from '@inertiajs/react'
import { useCallback } from 'react'
import { formatMessage } from '#rules/format_message'

type Messages = Record<string, string>
type Values = Record<string, string | number>

/**
 * Formats one message. Missing keys fall back to the key itself (the server
 * already put English under any key the language lacks).
 */
export function translate(
  messages: Messages,
  locale: string,
  key: string,
  values?: Values
): string {
  const message = messages[key]
  if (message === undefined) return key
  if (!message.includes('{')) return message
  return formatMessage(message, values, locale)
}

export type Translate = (key: string, values?: Values) => string

/** `t('auth.login_success')` with the current page's language. */
export function useT(): Translate {
  const { messages, locale } = usePage<{ messages: Messages; locale: string }>().props
  return useCallback(
    (key: string, values?: Values) => translate(messages ?? {}, locale ?? 'en', key, values),
    [messages, locale]
  )
}

/**
 * An amenity as people read it: the master-data label when the listing uses
 * one of its names (swimming_pool), else the owner's own words (Lake view).
 */
export function useAmenityLabel(): (amenity: string, fallback?: string) => string {
  const t = useT()
  return useCallback(
    (amenity: string, fallback?: string) =>
      masterLabel(t, `master.amenities.${amenity}`, fallback ?? amenity),
    [t]
  )
}

/** A master-data item's translation, else the label an admin gave it (items added after the translations were written). */
export function masterLabel(t: (key: string) => string, key: string, fallback: string): string {
  const label = t(key)
  return label === key ? fallback : label
}
