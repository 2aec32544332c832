/*
|--------------------------------------------------------------------------
| Edge globals
|--------------------------------------------------------------------------
*/
import edge from 'edge.js'
import vite from '@adonisjs/vite/services/main'

type Attributes = Record<string, unknown>
type Element = { tag: string; attributes: Attributes; toString(): string }
type Manifest = Record<string, { file: string; imports?: string[] }>

/**
 * The script, stylesheet and preload tags of the layout, each once, with a
 * modulepreload for every chunk the page needs before it runs.
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
  const preloads = vite.useDevServer ? [] : deepPreloads(vite.manifest() as Manifest, entryPoints, seen)
  return [...unique, ...preloads].join('\n')
})

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
