import { numberFormat, pluralRules } from './intl.js'

/**
 * A small formatter for the ICU subset our messages use, so the browser does
 * not ship a full ICU parser: `{name}` arguments and
 * `{count, plural, =0 {...} one {# item} other {# items}}` (with `#` for the
 * number, formatted for the locale) and `{count, number}` (10,000). The server formats the same messages with
 * @adonisjs/i18n's ICU formatter; a unit test keeps both in agreement.
 */
export type MessageValues = Record<string, string | number>

/** Finds the index of the brace that closes the one opened at `start`. */
function closingBrace(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return -1
}

function pluralBranches(body: string): Map<string, string> {
  const branches = new Map<string, string>()
  let i = 0
  while (i < body.length) {
    const open = body.indexOf('{', i)
    if (open < 0) break
    const selector = body.slice(i, open).trim()
    const close = closingBrace(body, open)
    if (close < 0) break
    branches.set(selector, body.slice(open + 1, close))
    i = close + 1
  }
  return branches
}

export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  let out = ''
  let i = 0
  while (i < message.length) {
    const open = message.indexOf('{', i)
    if (open < 0) return out + message.slice(i)
    out += message.slice(i, open)
    const close = closingBrace(message, open)
    if (close < 0) return out + message.slice(open)
    const inner = message.slice(open + 1, close)
    const [name, kind] = inner.split(',', 2).map((part) => part.trim())
    const value = values[name]

    if (kind === 'plural') {
      const body = inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1)
      const count = Number(value)
      const branches = pluralBranches(body)
      const branch =
        branches.get(`=${count}`) ??
        branches.get(pluralRules(locale).select(count)) ??
        branches.get('other') ??
        ''
      out += formatMessage(branch.replace(/#/g, numberFormat(locale).format(count)), values, locale)
    } else if (kind === 'number' && value !== undefined) {
      out += numberFormat(locale).format(Number(value))
    } else {
      out += value === undefined ? `{${inner}}` : String(value)
    }
    i = close + 1
  }
  return out
}
