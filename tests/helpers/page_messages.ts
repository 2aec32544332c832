import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The interface messages an Inertia page object carries, merged as the browser
 * merges them (inertia/lib/i18n.tsx): one `messages_<area>` prop per area
 * (app/http/page_messages.ts).
 */
export function pageMessages(props: Record<string, unknown>): Record<string, string> {
  return Object.assign(
    {},
    ...Object.entries(props)
      .filter(([key]) => key.startsWith('messages_'))
      .map(([, value]) => value)
  )
}

/** The message areas a page object carries (`messages_auth` → `auth`). */
export function pageMessageAreas(props: Record<string, unknown>): string[] {
  return Object.keys(props)
    .filter((key) => key.startsWith('messages_'))
    .map((key) => key.slice('messages_'.length))
    .sort()
}

const AREAS = readdirSync(join(process.cwd(), 'resources/lang/en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
const RAW_KEY = new RegExp(
  `(?<![\\w@/.-])(?:${AREAS.join('|')})\\.[a-z0-9_]+(?:\\.[a-z0-9_]+)*(?![\\w@-])`,
  'g'
)

/** Message keys shown as they are (`auth.sign_in`): a text whose area the page did not get. */
export function rawMessageKeys(text: string): string[] {
  return [...text.matchAll(RAW_KEY)].map(([key]) => key)
}
