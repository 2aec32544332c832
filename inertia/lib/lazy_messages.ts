import { usePage } from '@inertiajs/react'
import { use, useCallback } from 'react'
import { translate, useT, type Translate } from '~/lib/i18n'

type Messages = Record<string, string>
type Loading = Promise<Messages>

/**
 * Message areas that load with the code that uses them instead of with the
 * page (issue 28): the assistant's texts, needed only once its panel opens.
 * Each language's file is a chunk of its own, fetched when first used, and
 * cached like every built asset (hashed name, a year, Brotli and gzip twins).
 * Only modules loaded by `import()` may use this module (never the shell or a
 * page's first render): `useAreaT` suspends until the file is there.
 */
const files = import.meta.glob<Record<string, unknown>>('../../resources/lang/*/assistant.json', {
  import: 'default',
})

const loading = new Map<string, Loading>()

function flatten(prefix: string, tree: Record<string, unknown>, into: Messages): Messages {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into[`${prefix}.${key}`] = value
    else flatten(`${prefix}.${key}`, value as Record<string, unknown>, into)
  }
  return into
}

function load(locale: string, area: string): Loading {
  const id = `${locale}/${area}`
  let promise = loading.get(id)
  if (!promise) {
    const file =
      files[`../../resources/lang/${locale}/${area}.json`] ??
      files[`../../resources/lang/en/${area}.json`]
    const loaded: Loading = file().then((tree) => flatten(area, tree, {}))
    // React's `use` reads a settled promise without suspending when it says so.
    loaded.then((value) => Object.assign(loaded, { status: 'fulfilled', value }))
    loading.set(id, loaded)
    promise = loaded
  }
  return promise
}

/** Starts fetching an area's file in `locale` (on a hover, before the component that needs it loads). */
export function preloadArea(locale: string, area: 'assistant'): Promise<unknown> {
  return load(locale, area)
}

/**
 * `t` of a lazily loaded component whose area loads with its code: the keys
 * `<area>.…` from the area's file in the page's language, every other key
 * from the page's messages (useT). Suspends while the file loads (the first
 * time, and after a language switch). tests/unit/page_messages.spec.ts: a
 * module that reads an area this way does not count it in the page's areas.
 */
export function useAreaT(area: 'assistant'): Translate {
  const t = useT()
  const locale = usePage<{ locale: string }>().props.locale ?? 'en'
  const messages = use(load(locale, area))
  return useCallback(
    (key, values) =>
      key.startsWith(`${area}.`) ? translate(messages, locale, key, values) : t(key, values),
    [area, locale, messages, t]
  )
}
