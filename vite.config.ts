import { defineConfig } from 'vite'
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

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    adonisjs({
      entryPoints: ['inertia/app.tsx'],
      serverEntryPoints: ['inertia/ssr.tsx'],
      reload: ['resources/views/**/*.edge'],
    }),
  ],
  resolve: {
    alias: {
      '~/': `${import.meta.dirname}/inertia/`,
      '~registry': `${import.meta.dirname}/.adonisjs/client/registry/index.ts`,
    },
  },
  server: {
    allowedHosts: [...countryHosts, '.preview.dreamhomes.dev'],
    watch: { ignored: ['**/tmp/**', '**/build/**'] },
    // Test runs need no hot reload; without it their pages never connect to the HMR socket of a
    // dev server someone else runs on this machine (port 24678) and reload on its file changes.
    hmr: process.env.NODE_ENV === 'test' ? false : undefined,
  },
})
