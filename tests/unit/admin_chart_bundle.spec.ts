import { test } from '@japa/runner'
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import { PUBLIC_PAGES } from '#tests/helpers/public_pages'

/**
 * The admin charts load on admin screens only (issue 16): no public page
 * (tests/unit/js_budget.spec.ts lists them) may reach their code, not even
 * through a chunk it loads later. The client is built as in production, plus
 * a probe entry that loads the Overview tab on demand, as the admin page's
 * chunk does; every chart's SVG carries the mark `dh-admin-chart`
 * (inertia/components/admin/charts/palette.ts), which survives minifying.
 */
const MARK = 'dh-admin-chart'
const ENTRY = 'inertia/app.tsx'

type Chunk = { file: string; src?: string; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, Chunk>

/** Chunk keys reachable from `start` through static imports, and dynamic ones too when `dynamic` says so. */
function reachable(
  manifest: Manifest,
  start: string,
  dynamic: (key: string) => boolean = () => false,
  seen = new Set<string>()
) {
  if (seen.has(start)) return seen
  const chunk = manifest[start]
  if (!chunk) throw new Error(`${start} is not in the Vite manifest`)
  seen.add(start)
  for (const key of chunk.imports ?? []) reachable(manifest, key, dynamic, seen)
  for (const key of chunk.dynamicImports ?? [])
    if (dynamic(key)) reachable(manifest, key, dynamic, seen)
  return seen
}

const TAB = 'inertia/components/admin/overview_tab.tsx'

test.group('Admin charts stay out of public pages', (group) => {
  const outDir = app.tmpPath(`admin-charts-${process.pid}`)
  const probe = app.tmpPath(`admin_probe_${process.pid}.ts`)
  const probeKey = `tmp/admin_probe_${process.pid}.ts`
  let manifest: Manifest
  const code = new Map<string, string>()

  group.setup(async () => {
    await mkdir(app.tmpPath(), { recursive: true })
    await writeFile(
      probe,
      `;(globalThis as any).adminOverview = () => import('../inertia/components/admin/overview_tab.tsx')\n`
    )
    const previous = process.env.NODE_ENV
    process.env.NODE_ENV = 'production'
    try {
      const { build } = await import('vite')
      await build({
        configFile: app.makePath('vite.config.ts'),
        root: app.makePath(),
        mode: 'production',
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, rollupOptions: { input: [ENTRY, probeKey] } },
      })
    } finally {
      process.env.NODE_ENV = previous
    }
    manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))
    for (const file of await readdir(outDir))
      if (file.endsWith('.js')) code.set(file, await readFile(join(outDir, file), 'utf8'))
    return async () => {
      await rm(outDir, { recursive: true, force: true })
      await rm(probe, { force: true })
    }
  })

  test('the Overview tab brings the charts in a chunk of its own', async ({ assert }) => {
    const initial = reachable(manifest, ENTRY)
    const onDemand = [...reachable(manifest, TAB)].filter((key) => !initial.has(key))
    const withCharts = onDemand.filter((key) => code.get(manifest[key].file)?.includes(MARK))
    assert.isNotEmpty(
      withCharts,
      'the build holds no chart code: the checks below would prove nothing'
    )
    const bytes = onDemand.reduce(
      (sum, key) => sum + gzipSync(code.get(manifest[key].file)!, { level: 9 }).length,
      0
    )
    console.log(
      `  Admin Overview tab on demand: ${(bytes / 1024).toFixed(1)} KiB gzipped (${onDemand.map((key) => manifest[key].file).join(', ')})`
    )
  })

  test('{$self} never reaches the chart code, at first paint or later')
    .with(PUBLIC_PAGES)
    .run(async ({ assert }, page) => {
      // What the page loads at once, and everything it or the shell may load later (dialogs, menus, toasts),
      // but not other pages (the shell's page glob) nor the probe's own import of the tab (the shell's
      // chunk holds the probe too): the source test below makes sure nothing else imports the tab.
      const later = (key: string) => !key.startsWith('inertia/pages/') && key !== TAB
      const keys = new Set([
        ...reachable(manifest, ENTRY, later),
        ...reachable(manifest, `inertia/pages/${page}.tsx`, later),
      ])
      const withCharts = [...keys].filter((key) => code.get(manifest[key].file)?.includes(MARK))
      assert.deepEqual(withCharts, [], `${page} reaches the admin charts`)
    })
    .timeout(30_000)

  test('only admin pages and components import the admin components', async ({ assert }) => {
    const entries = await readdir(app.makePath('inertia'), { recursive: true })
    const sources = entries.filter((file) => /\.tsx?$/.test(file))
    const importers: string[] = []
    for (const file of sources) {
      if (file.startsWith('components/admin/') || file.startsWith('pages/admin/')) continue
      if (
        /from ['"](~\/|\.\.?\/)(.*\/)?components\/admin\/|import\(['"][^'"]*components\/admin\//.test(
          await readFile(app.makePath('inertia', file), 'utf8')
        )
      )
        importers.push(file)
    }
    assert.deepEqual(importers, [])
  })
})
