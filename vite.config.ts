import { defineConfig, type Plugin } from 'vite'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import adonisjs from '@adonisjs/vite/client'

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
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
          })
          const gz = promisify(gzip)(source, { level: 9 })
          await Promise.all([writeFile(`${path}.br`, await br), writeFile(`${path}.gz`, await gz)])
        })
      )
    },
  }
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '~generated/': `${import.meta.dirname}/.adonisjs/client/`,
      '~registry': `${import.meta.dirname}/.adonisjs/client/registry/index.ts`,
    },
  },
  build: {
    rolldownOptions: {
      output: {
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
              test: /node_modules[\\/](react|react-dom|scheduler|@inertiajs|es-toolkit|laravel-precognition)[\\/]/,
              priority: 20,
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
    hmr: process.env.NODE_ENV === 'test' ? false : { port: Number(process.env.VITE_HMR_PORT) || 24678 },
  },
})
