/*
|--------------------------------------------------------------------------
| Edge globals
|--------------------------------------------------------------------------
*/
import { readFile } from 'node:fs/promises'
import edge from 'edge.js'
import app from '@adonisjs/core/services/app'
import vite from '@adonisjs/vite/services/main'

type Attributes = Record<string, unknown>
type Element = { tag: string; attributes: Attributes; toString(): string }
type Manifest = Record<string, { file: string; imports?: string[] }>

/** The one stylesheet of the build (vite.config.ts: `cssCodeSplit: false`), by its manifest key. */
const STYLESHEET = 'style.css'
/** Above this the stylesheet is linked instead: inlined, it would weigh on every first page load. */
const INLINE_CSS_MAX_BYTES = 100 * 1024

/**
 * The script, stylesheet and preload tags of the layout, each once, with a
 * modulepreload for every chunk the page needs before it runs.
 *
 * - In production the app's stylesheet (55 KB, 9 KB compressed) is inlined in
 *   a `<style>`: the first paint waits for no second request (a phone on a
 *   slow network saves a round trip or two; Lighthouse's "render-blocking
 *   requests"). Only the first page of a visit carries it: Inertia's later
 *   visits fetch JSON, and the `<style>` stays in the head.
 *
 * - `@vite` links a stylesheet twice when the page's chunk imports the app's
 *   entry chunk (once for the entry, once for the import): keep the first.
 * - It preloads only the entries' direct imports, so a phone would discover
 *   the rest one import level at a time; preloading all of them at once turns
 *   that waterfall into one round of parallel requests.
 */
edge.global('viteTags', async (entryPoints: string[], attributes: Attributes) => {
  const elements = (await vite.generateEntryPointsTags(entryPoints, attributes)) as Element[]
  const seen = new Set<string>()
  const unique = elements.filter((element) => {
    const key = `${element.tag} ${element.attributes.rel ?? ''} ${element.attributes.href ?? element.attributes.src ?? ''}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const preloads = vite.useDevServer
    ? []
    : deepPreloads(vite.manifest() as Manifest, entryPoints, seen)
  const styles = vite.useDevServer ? [] : [await stylesheetTag(vite.manifest() as Manifest)]
  const scripts = [...unique, ...preloads].map((tag) =>
    vite.useDevServer ? String(tag) : lowPriority(String(tag))
  )
  return [...styles, ...scripts].join('\n')
})

/**
 * Scripts and their preloads at low fetch priority. Nothing in the first paint
 * waits for them (module scripts run after parsing; the stylesheet is inline),
 * so on a slow connection the page's HTML, its styles and the photo that is its
 * largest paint (fetchpriority="high") get the bandwidth first, and the
 * JavaScript that makes it interactive follows.
 */
function lowPriority(tag: string) {
  return tag.replace(/^<(script|link rel="modulepreload")(?= )/, '<$1 fetchpriority="low"')
}

const inlined = new Map<string, string>()

/**
 * The build's stylesheet as an inline `<style>` (read once per file name), or a
 * `<link>` when it is larger than INLINE_CSS_MAX_BYTES. Its `url()`s are
 * absolute (/assets/...), so they resolve the same from the page.
 */
async function stylesheetTag(manifest: Manifest) {
  const file = manifest[STYLESHEET]?.file
  if (!file)
    throw new Error(`No ${STYLESHEET} in the Vite manifest: build with cssCodeSplit: false`)
  let tag = inlined.get(file)
  if (!tag) {
    const css = await readFile(app.publicPath('assets', file), 'utf8')
    tag =
      Buffer.byteLength(css) > INLINE_CSS_MAX_BYTES
        ? `<link rel="stylesheet" href="${vite.assetPath(STYLESHEET)}"/>`
        : `<style>${css.replaceAll('</style', '<\\/style')}</style>`
    inlined.set(file, tag)
  }
  return tag
}

/** `<link rel="modulepreload">` for the static imports of the entries, at any depth, not yet in `seen`. */
function deepPreloads(manifest: Manifest, entryPoints: string[], seen: Set<string>) {
  const keys = new Set<string>()
  const walk = (key: string) => {
    if (!manifest[key] || keys.has(key)) return
    keys.add(key)
    manifest[key].imports?.forEach(walk)
  }
  entryPoints.forEach(walk)
  return [...keys]
    .map((key) => vite.assetPath(key))
    .filter((href) => !seen.has(`link modulepreload ${href}`))
    .map((href) => `<link rel="modulepreload" href="${href}"/>`)
}
