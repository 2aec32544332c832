import { test } from '@japa/runner'
import { execFile } from 'node:child_process'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import { PUBLIC_PAGES } from '#tests/helpers/public_pages'

/**
 * JavaScript budget of the public pages (issue 13, "fast on a cheap phone"):
 * what a visitor's phone downloads before the page can react, gzipped
 * (level 9, as the build's .gz twins), must stay under 120 KiB = 122,880 bytes.
 * That is the app entry (inertia/app.tsx), the page's own chunk and every chunk
 * they import statically, recursively; chunks loaded later by dynamic import()
 * (dialogs, menus opened on demand) do not count.
 */
const BUDGET_BYTES = 120 * 1024

const ENTRY = 'inertia/app.tsx'

/** Loaded by dynamic import() only, never before a page is interactive (issue 17: the assistant's button with the consent gate, the banner). */
const LATE_MODULES = [
  'inertia/components/shell/late_widgets.tsx',
  'inertia/components/cookies/cookie_banner.tsx',
]

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[] }
type Manifest = Record<string, Chunk>

/** The entry's and a page's chunks and every chunk they import statically. */
function staticChunks(manifest: Manifest, page: string) {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(ENTRY)
  visit(`inertia/pages/${page}.tsx`)
  return seen
}

/** Gzipped bytes of the entry, the page and their static imports, each chunk counted once. */
async function pageBytes(manifest: Manifest, outDir: string, page: string) {
  const seen = staticChunks(manifest, page)
  let total = 0
  for (const key of seen)
    total += gzipSync(await readFile(join(outDir, manifest[key].file)), { level: 9 }).length
  return total
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

test.group('JS budget of public pages (production build)', (group) => {
  // One client build per test run into a folder of its own (~3-5 s): never a stale public/assets.
  const outDir = app.tmpPath(`js-budget-${process.pid}`)
  let manifest: Manifest

  group.setup(async () => {
    await promisify(execFile)(
      process.execPath,
      [
        'node_modules/vite/bin/vite.js',
        'build',
        '--outDir',
        outDir,
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      {
        cwd: app.makePath(),
        env: { ...process.env, NODE_ENV: 'production' },
        timeout: 120_000,
      }
    )
    manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))
    return () => rm(outDir, { recursive: true, force: true })
  })

  test('{$self} loads at most 120 KiB of gzipped JS before it is interactive')
    .with(PUBLIC_PAGES)
    .run(async ({ assert }, page) => {
      const bytes = await pageBytes(manifest, outDir, page)
      console.log(
        `  JS budget: ${page}: ${kib(bytes)} gzipped (${bytes} bytes; limit ${kib(BUDGET_BYTES)})`
      )
      assert.isAtMost(
        bytes,
        BUDGET_BYTES,
        `${page}: ${kib(bytes)} of JS before interactive, over the ${kib(BUDGET_BYTES)} budget`
      )
    })
    .timeout(30_000)

  test("the assistant button, the cookie consent gate and banner are not in any public page's first-paint JS", async ({
    assert,
  }) => {
    for (const page of PUBLIC_PAGES) {
      const chunks = staticChunks(manifest, page)
      for (const module of LATE_MODULES) {
        assert.exists(manifest[module], `${module} is a chunk of its own`)
        assert.isFalse(chunks.has(module), `${module} is loaded statically by ${page}`)
      }
      // The gate itself (rules/consent_gate.ts) travels inside those chunks: its storage key is nowhere else.
      for (const key of chunks)
        assert.notInclude(
          await readFile(join(outDir, manifest[key].file), 'utf8'),
          'dreamhomes_cookie_consent',
          `${page}: ${key}`
        )
    }
  })
})
