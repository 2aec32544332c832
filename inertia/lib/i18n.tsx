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

let merged: { parts: unknown[]; messages: Messages } = { parts: [], messages: {} }

/**
 * The page's messages: one prop per area (`messages_auth`, …, only the areas
 * the page uses: app/http/page_messages.ts), merged once per set of areas.
 */
function pageMessages(props: Record<string, unknown>): Messages {
  const parts = Object.keys(props)
    .filter((key) => key.startsWith('messages_'))
    .map((key) => props[key])
  if (parts.length !== merged.parts.length || parts.some((part, i) => part !== merged.parts[i]))
    merged = { parts, messages: Object.assign({}, ...parts) }
  return merged.messages
}

/** `t('auth.login_success')` with the current page's language. */
export function useT(): Translate {
  const { props } = usePage<{ locale: string }>()
  const messages = pageMessages(props)
  const locale = props.locale
  return useCallback(
    (key: string, values?: Values) => translate(messages, locale ?? 'en', key, values),
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
