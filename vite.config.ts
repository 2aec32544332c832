import { defineConfig, parseSync, type Plugin } from 'vite'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'
import { inlineRoutePatterns } from './vite/inline_route_patterns.ts'

/**
 * The dev server answers only known hosts (DNS-rebinding protection); the
 * country domains are known, so they can be tried locally via /etc/hosts.
 */
const countryHosts = (process.env.COUNTRY_DOMAINS ?? 'dreamhomes.in=IN,dreamhomes.com=US')
  .split(',')
  .map((pair) => pair.split('=')[0]?.trim())
  .filter(Boolean)

/**
 * Writes a Brotli (.br) and a gzip (.gz) twin next to every text file of the
 * client build, at the highest levels (too slow per request, free at build
 * time); the server sends the twin as is (app/middleware/precompressed_assets_middleware.ts).
 * Files under 1 KB are left alone, like the per-request compression does.
 */
function precompress(): Plugin {
  const TEXT = /\.(?:m?js|css|svg|json|txt|map)$/
  return {
    name: 'dreamhomes:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((name) => TEXT.test(name) && !name.startsWith('.'))
      await Promise.all(
        files.map(async (name) => {
          const path = join(options.dir!, name)
          const source = await readFile(path)
          if (source.length < 1024) return
          const br = promisify(brotliCompress)(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          })
          const gz = promisify(gzip)(source, { level: 9 })
          await Promise.all([writeFile(`${path}.br`, await br), writeFile(`${path}.gz`, await gz)])
        })
      )
    },
  }
}

/**
 * Lets the bundler drop the Inertia components this app never renders (Form,
 * InfiniteScroll, WhenVisible, Deferred) and the core code only they use
 * (infinite scrolling, form-element helpers): about 6 KiB gzipped off every page.
 *
 * `@inertiajs/react` declares each one as `var Form = forwardRef(...)` followed
 * by `Form.displayName = "InertiaForm"`; neither statement is marked pure, so
 * the bundler keeps all of them whether they are imported or not. This turns
 * each pair into one pure expression,
 * `var Form = /* @__PURE__ *\/ Object.assign(/* @__PURE__ *\/ forwardRef(...), { displayName: "InertiaForm" })`,
 * the same object with the same name when it is used, and nothing when it is
 * not. Nothing else in the file changes; if a new version is written another
 * way, nothing is rewritten and the JavaScript budget test says so.
 */
function pureInertiaComponents(): Plugin {
  return {
    name: 'dreamhomes:pure-inertia-components',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]@inertiajs[\\/]react[\\/]dist[\\/]index\.js$/ },
      handler(code) {
        type Node = { type: string; start: number; end: number; [key: string]: any }
        const { program } = parseSync('index.js', code) as unknown as { program: { body: Node[] } }
        const inits = new Map<string, Node>()
        for (const statement of program.body) {
          const [declaration] =
            statement.type === 'VariableDeclaration' ? statement.declarations : []
          if (declaration?.id.type === 'Identifier' && declaration.init)
            inits.set(declaration.id.name, declaration.init)
        }
        const edits: { start: number; end: number; text: string }[] = []
        for (const statement of program.body) {
          const assignment =
            statement.type === 'ExpressionStatement' ? statement.expression : undefined
          const target =
            assignment?.type === 'AssignmentExpression' && assignment.operator === '='
              ? assignment.left
              : undefined
          if (
            target?.type !== 'MemberExpression' ||
            target.computed ||
            target.property.name !== 'displayName'
          )
            continue
          const init = target.object.type === 'Identifier' && inits.get(target.object.name)
          const name = assignment.right
          if (!init || name.type !== 'Literal' || typeof name.value !== 'string') continue
          if (!code.startsWith(`${target.object.name}.displayName`, statement.start)) continue
          const value = code.slice(init.start, init.end)
          const pure = init.type === 'CallExpression' ? `/* @__PURE__ */ ${value}` : value
          edits.push({
            start: init.start,
            end: init.end,
            text: `/* @__PURE__ */ Object.assign(${pure}, { displayName: ${JSON.stringify(name.value)} })`,
          })
          edits.push({ start: statement.start, end: statement.end, text: '' })
        }
        if (!edits.length) return null
        let out = code
        for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
          out = out.slice(0, start) + text + out.slice(end)
        return { code: out, map: null }
      },
    },
  }
}

/** A chunk group's test: the modules at these paths (from the project root or node_modules). */
const modules =
  (...paths: string[]) =>
  (id: string) =>
    paths.some((path) => id.replaceAll('\\', '/').endsWith(`/${path}`))

export default defineConfig({
  // Two test runs at once in one checkout (.ci/run: SQLite and MySQL) keep their dependency caches apart.
  cacheDir: process.env.VITE_CACHE_DIR,
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompress(),
    pureInertiaComponents(),
    inlineRoutePatterns(),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      // The rules and formats the server uses too (rules/): one spelling on both sides.
      '#rules/': `${import.meta.dirname}/rules/`,
      '~generated/': `${import.meta.dirname}/.adonisjs/client/`,
      '~registry': `${import.meta.dirname}/.adonisjs/client/registry/index.ts`,
      /*
       * Inertia bundles Laravel Precognition (live validation against the server)
       * into every page, 4 KiB gzipped, reachable through useForm even when no form
       * turns it on. This app never does (tests/unit/no_precognition.spec.ts), so
       * the browser build gets a stand-in that fails loudly if one ever does.
       */
      'laravel-precognition': `${import.meta.dirname}/inertia/lib/precognition_stub.ts`,
    },
  },
  build: {
    /*
     * One stylesheet for the whole app (Tailwind's output is one file anyway),
     * inlined in each first page (start/view.ts). Split per chunk, Vite would
     * also list it as a dependency of every lazy chunk and add a <link> for it
     * (a second download, awaited) the first time a dialog or menu opens.
     */
    cssCodeSplit: false,
    /*
     * No preload lists in the bundle. Vite would give every dynamic import (each
     * page of the glob in app.tsx, each lazy dialog) the list of chunks it needs,
     * by file name, so they download in parallel: 90 hashed names and a helper,
     * 1.3-1.5 KiB gzipped in every page's entry, more than any single component.
     * A first page does not use them: its HTML preloads every chunk it needs
     * (start/view.ts). A later visit to another kind of page, or a dialog's
     * first opening, fetches the chunk and then its imports not loaded yet, one
     * import level at a time; the kits below keep that to one or two levels.
     */
    modulePreload: false,
    rolldownOptions: {
      output: {
        /*
         * Seven hash characters, not eight (the fewest rolldown takes for this many chunks): every page's entry lists each page's chunk by name
         * and every chunk names the chunks it imports, random characters gzip cannot shrink
         * (~50 bytes a page; 42 bits still tell one deploy's file from another's).
         */
        entryFileNames: '[name]-[hash:7].js',
        chunkFileNames: '[name]-[hash:7].js',
        /*
         * React, ReactDOM and Inertia, which every page needs, in one chunk (one
         * request, one gzip dictionary, cached across deploys that change only
         * our code). Everything else is split by what each page imports, so
         * Headless UI, floating-ui and sonner load only with the first dialog,
         * menu or toast (inertia/lib/lazy.ts).
         */
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@inertiajs|es-toolkit)[\\/]|inertia[\\/]lib[\\/]precognition_stub/,
              priority: 20,
            },
            /*
             * Everything else the entry imports statically (the shell: header, footer,
             * buttons, the icons it shows) in the entry's own chunk. Left alone, each
             * module a page also imports (an icon, cn(), a badge) becomes a chunk of a
             * few hundred bytes, gzipped on its own: ~1 KiB more per page.
             */
            { name: 'app', tags: ['$initial'], priority: 10 },
            /*
             * The owner's contact (the reveal, Call / WhatsApp / Email, the enquiry fields, and the two
             * icons only they show): on the listing page at once, on a venture page with its lazy
             * contact card and unit dialog. One chunk, not one per module (each chunk is gzipped alone
             * and repeats its imports: ~0.8 KiB more on the listing page). Only these modules: what
             * else they import (text fields, other icons) stays where it is, and none of it imports
             * them back, so no chunk cycle.
             */
            {
              name: 'contact',
              test: /inertia[\\/]components[\\/]listings[\\/](contact_actions|use_contact_reveal|lead_form)\.|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](phone|message-circle)\.mjs$/,
              includeDependenciesRecursively: false,
              priority: 5,
            },
            /*
             * Kits: small modules that the same public pages share, one chunk per kit
             * instead of one chunk each (a chunk of 200-1,000 bytes compresses badly on
             * its own; ~0.6 KiB less per page for each kit). A kit holds only modules
             * that every page loading it needs: a module of a kit that one more page
             * imports makes that page load the whole kit. Their own imports stay where
             * they are (`includeDependenciesRecursively: false`), or `search_field`,
             * which the home page also uses, would take the search kit there.
             */
            {
              // What every listing and venture page shows: a price, a photo, a badge, a place.
              name: 'listing_kit',
              test: modules(
                'rules/money.ts',
                'inertia/lib/price.ts',
                'rules/image_urls.ts',
                'inertia/components/listings/listing_image.tsx',
                'inertia/components/ui/badge.tsx',
                'lucide-react/dist/esm/icons/map-pin.mjs'
              ),
              includeDependenciesRecursively: false,
              priority: 5,
            },
            {
              // The search pages' controls (Find Properties, Premium Ventures).
              name: 'search_kit',
              test: modules(
                'inertia/components/listings/search_box.tsx',
                'inertia/components/ui/select.tsx',
                'inertia/components/ui/drawer.tsx',
                'inertia/components/locations/location_selects.tsx',
                'inertia/components/results/use_result_list.ts',
                'inertia/components/results/result_list.tsx',
                'inertia/components/results/filters_drawer.tsx',
                'lucide-react/dist/esm/icons/layout-grid.mjs',
                'lucide-react/dist/esm/icons/list.mjs',
                'lucide-react/dist/esm/icons/sliders-horizontal.mjs'
              ),
              includeDependenciesRecursively: false,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  optimizeDeps: {
    /*
     * Dependencies that pages import only on first use (dialogs, menus,
     * toasts): the dev server must bundle them at start-up. Found later, they
     * make Vite re-bundle and answer the dynamic import with 504 "Outdated
     * Optimize Dep", and a dialog would never open (tests run without HMR, so
     * nothing reloads the page).
     */
    include: ['@headlessui/react', 'sonner'],
  },
  server: {
    allowedHosts: [...countryHosts, '.preview.dreamhomes.dev'],
    watch: { ignored: ['**/tmp/**', '**/build/**'] },
    // Test runs need no hot reload; without it their pages never connect to the HMR socket of a
    // dev server someone else runs on this machine (port 24678) and reload on its file changes.
    hmr:
      process.env.NODE_ENV === 'test'
        ? false
        : { port: Number(process.env.VITE_HMR_PORT) || 24678 },
  },
})
