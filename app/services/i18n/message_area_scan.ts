import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

/**
 * Which message areas (resources/lang/en/<area>.json) each page of inertia/pages
 * uses, read from the sources: the page's file and every module it imports,
 * recursively, statically (`import … from`) or lazily (`import()`), through the
 * `~/` and `#rules/` aliases. A module uses an area when one of its string or
 * template literals starts with `<area>.` (`t('auth.sign_in')`, a key in a
 * list, `` t(`master.statuses.${status}`) ``), or when a comment names it:
 * `i18n-areas: pages, places` (keys the page gets from the server as props,
 * or place names, whose keys are the places' English names). Comments and
 * route names (`urlFor('ventures.index')`) are not read as keys; an area a
 * module reads with `useAreaT('assistant')` (inertia/lib/lazy_messages.ts)
 * comes with its code, so it is not counted.
 *
 * Development tooling: `node ace i18n:areas` writes its result to
 * app/services/i18n/page_areas.ts, and tests/unit/page_messages.spec.ts fails
 * when that file no longer matches the sources.
 */

/** Areas named by a comment without being a file of resources/lang: the place names of hi and te (issue 27). */
export const EXTRA_AREAS = ['places']

const MARKER = /i18n-areas:\s*([a-z_]+(?:\s*,\s*[a-z_]+)*)/g
const IMPORT =
  /(?:\bimport\s+(?:type\s+)?(?:[^'"`;]*?\sfrom\s+)?|\bexport\s+[^'"`;]*?\sfrom\s+|\bimport\s*\(\s*)['"]([^'"]+)['"]/g
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

export type ModuleInfo = {
  /** Path from the app root. */
  path: string
  areas: Set<string>
  /** Full keys written out (`'auth.sign_in'`), to check they exist. */
  keys: Set<string>
  imports: string[]
  lazyImports: string[]
}

export class MessageAreaScan {
  readonly areas: string[]
  #pattern: RegExp
  #modules = new Map<string, ModuleInfo>()

  constructor(readonly root: string) {
    this.areas = readdirSync(join(root, 'resources/lang/en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort()
    this.#pattern = new RegExp(
      `['"\`]((?:${this.areas.join('|')})\\.(?:[A-Za-z0-9_]+\\.?)*)(\\$\\{)?`,
      'g'
    )
  }

  /** The page components: inertia/pages/<name>.tsx → name. */
  pages(): string[] {
    const found: string[] = []
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(this.root, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`
        if (entry.isDirectory()) walk(path)
        else if (entry.name.endsWith('.tsx')) found.push(path.slice('inertia/pages/'.length, -4))
      }
    }
    walk('inertia/pages')
    return found.sort()
  }

  /** What one module uses and imports. */
  module(path: string): ModuleInfo {
    const known = this.#modules.get(path)
    if (known) return known
    const source = readFileSync(join(this.root, path), 'utf8')
    // Keys in comments (`t('auth.login_success')` as an example) are not used; markers are read from the comments.
    // Route names (`urlFor('ventures.index')`) are no keys either.
    const code = source
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')
      .replace(/\burlFor\(\s*['"][^'"]*['"]/g, 'urlFor(')
    const info: ModuleInfo = {
      path,
      areas: new Set(),
      keys: new Set(),
      imports: [],
      lazyImports: [],
    }
    this.#modules.set(path, info)
    for (const [, key, template] of code.matchAll(this.#pattern)) {
      info.areas.add(key.slice(0, key.indexOf('.')))
      if (!template && !key.endsWith('.')) info.keys.add(key)
    }
    for (const [, list] of source.matchAll(MARKER))
      for (const area of list.split(',')) info.areas.add(area.trim())
    // An area read through useAreaT (inertia/lib/lazy_messages.ts) loads with the module's code, not with the page.
    for (const [, area] of code.matchAll(/\buseAreaT\(\s*'([a-z_]+)'/g)) info.areas.delete(area)
    for (const match of code.matchAll(IMPORT)) {
      const target = this.#resolve(path, match[1])
      if (!target) continue
      if (match[0].includes('(')) info.lazyImports.push(target)
      else info.imports.push(target)
    }
    return info
  }

  /**
   * The modules a start module reaches: `first` through static imports only
   * (what renders with the page), `lazy` the rest (what loads later, through an
   * `import()` of it or of a module it reaches).
   */
  graph(start: string): { first: Set<string>; lazy: Set<string> } {
    const first = new Set<string>()
    const lazy = new Set<string>()
    const visit = (path: string, into: Set<string>, pending: string[]) => {
      if (first.has(path) || into.has(path)) return
      into.add(path)
      const info = this.module(path)
      for (const next of info.imports) visit(next, into, pending)
      pending.push(...info.lazyImports)
    }
    const later: string[] = []
    visit(start, first, later)
    while (later.length) {
      const path = later.pop()!
      const more: string[] = []
      visit(path, lazy, more)
      later.push(...more)
    }
    return { first, lazy }
  }

  /** The areas a set of modules uses. */
  areasOf(modules: Iterable<string>): Set<string> {
    const areas = new Set<string>()
    for (const path of modules) for (const area of this.module(path).areas) areas.add(area)
    return areas
  }

  #resolve(from: string, specifier: string): string | null {
    let base: string
    if (specifier.startsWith('~/')) base = join('inertia', specifier.slice(2))
    else if (specifier.startsWith('#rules/')) base = join('rules', specifier.slice(7))
    else if (specifier.startsWith('.'))
      base = relative(this.root, resolve(this.root, dirname(from), specifier))
    else return null
    // `#rules/x` is written with the .js the server's imports need; the file is x.ts.
    const stem = base.replace(/\.js$/, '')
    for (const extension of EXTENSIONS) {
      const candidate = `${stem}${extension}`
      if (/\.tsx?$/.test(candidate) && existsSync(join(this.root, candidate))) return candidate
    }
    return null
  }
}

/** The layout every page renders in (inertia/app.tsx): its areas go with every page. */
export const SHELL = 'inertia/layouts/app_layout.tsx'

/**
 * The areas of the shell, and of each page beyond the shell's: what its
 * modules use, those it renders with and those it loads later (its dialogs,
 * tabs and menus), so that nothing it can show needs a message it lacks.
 */
export function scanPageAreas(root: string): { shell: string[]; pages: Record<string, string[]> } {
  const scan = new MessageAreaScan(root)
  const reach = (start: string) => {
    const { first, lazy } = scan.graph(start)
    return scan.areasOf([...first, ...lazy])
  }
  const shell = reach(SHELL)
  const pages: Record<string, string[]> = {}
  for (const page of scan.pages())
    pages[page] = [...reach(`inertia/pages/${page}.tsx`)].filter((area) => !shell.has(area)).sort()
  return { shell: [...shell].sort(), pages }
}

/** The text of app/services/i18n/page_areas.ts for a scan's result (before formatting). */
export function pageAreasSource({ shell, pages }: ReturnType<typeof scanPageAreas>): string {
  const list = (areas: string[]) => `[${areas.map((area) => `'${area}'`).join(', ')}]`
  return [
    '/*',
    ' * Generated by `node ace i18n:areas` (app/services/i18n/message_area_scan.ts) from',
    ' * the sources of inertia/: do not edit. The message areas of resources/lang that',
    ' * every page gets (the shell’s), and those each page gets besides.',
    ' * tests/unit/page_messages.spec.ts fails when this file is out of date.',
    ' */',
    `export const SHELL_AREAS: readonly string[] = ${list(shell)}`,
    '',
    'export const PAGE_AREAS: Readonly<Record<string, readonly string[]>> = {',
    ...Object.entries(pages).map(([page, areas]) => `  '${page}': ${list(areas)},`),
    '}',
    '',
  ].join('\n')
}
