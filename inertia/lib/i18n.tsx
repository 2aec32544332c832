import { usePage } from '@inertiajs/react'
import { IntlMessageFormat } from 'intl-messageformat'
import { useCallback } from 'react'

type Messages = Record<string, string>
type Values = Record<string, string | number>

const formatters = new Map<string, IntlMessageFormat>()

/**
 * Formats one message. Missing keys fall back to the key itself (the server
 * already put English under any key the language lacks).
 */
export function translate(messages: Messages, locale: string, key: string, values?: Values): string {
  const message = messages[key]
  if (message === undefined) return key
  if (!values && !message.includes('{')) return message
  const cacheKey = `${locale}\u0000${message}`
  let formatter = formatters.get(cacheKey)
  if (!formatter) {
    formatter = new IntlMessageFormat(message, locale)
    formatters.set(cacheKey, formatter)
  }
  return String(formatter.format(values))
}

export type Translate = (key: string, values?: Values) => string

/** `t('auth.login_success')` with the current page's language. */
export function useT(): Translate {
  const { messages, locale } = usePage<{ messages: Messages; locale: string }>().props
  return useCallback((key: string, values?: Values) => translate(messages ?? {}, locale ?? 'en', key, values), [messages, locale])
}
