import { indexEntities } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/core/app'
import { indexPages } from '@adonisjs/inertia'
import { indexPolicies } from '@adonisjs/bouncer'

export default defineConfig({
  /**
   * Ace commands from packages. The application's own commands are scanned
   * from ./commands.
   */
  commands: [
    () => import('@adonisjs/core/commands'),
    () => import('@adonisjs/lucid/commands'),
    () => import('@adonisjs/session/commands'),
    () => import('@adonisjs/bouncer/commands'),
    () => import('@adonisjs/inertia/commands'),
    () => import('@adonisjs/mail/commands'),
  ],

  providers: [
    () => import('@adonisjs/core/providers/app_provider'),
    () => import('@adonisjs/core/providers/hash_provider'),
    {
      file: () => import('@adonisjs/core/providers/repl_provider'),
      environment: ['repl', 'test'],
    },
    () => import('@adonisjs/core/providers/vinejs_provider'),
    () => import('@adonisjs/core/providers/edge_provider'),
    () => import('@adonisjs/lucid/database_provider'),
    () => import('@adonisjs/session/session_provider'),
    () => import('@adonisjs/shield/shield_provider'),
    () => import('@adonisjs/auth/auth_provider'),
    () => import('@adonisjs/vite/vite_provider'),
    () => import('@adonisjs/i18n/i18n_provider'),
    () => import('@adonisjs/static/static_provider'),
    () => import('@adonisjs/cors/cors_provider'),
    () => import('@adonisjs/bouncer/bouncer_provider'),
    () => import('@adonisjs/limiter/limiter_provider'),
    () => import('@adonisjs/inertia/inertia_provider'),
    () => import('@adonisjs/drive/drive_provider'),
    () => import('@adonisjs/mail/mail_provider'),
    () => import('@adonisjs/redis/redis_provider'),
    () => import('@adonisjs/lock/lock_provider'),
    () => import('@adonisjs/cache/cache_provider'),
  ],

  preloads: [
    () => import('#start/routes'),
    () => import('#start/kernel'),
    () => import('#start/validator'),
    () => import('#start/container'),
    () => import('#start/view'),
    () => import('#start/events'),
    () => import('#start/redis'),
    () => import('#start/queue'),
    { file: () => import('#start/jobs'), environment: ['web'] },
  ],

  tests: {
    suites: [
      {
        files: ['tests/unit/**/*.spec.{ts,js}'],
        name: 'unit',
        timeout: 5000,
      },
      {
        files: ['tests/functional/**/*.spec.{ts,js}'],
        name: 'functional',
        timeout: 30000,
      },
      {
        files: ['tests/browser/**/*.spec.{ts,js}'],
        name: 'browser',
        timeout: 120000,
      },
    ],
    forceExit: true,
  },

  metaFiles: [
    { pattern: 'resources/views/**/*.edge', reloadServer: false },
    { pattern: 'resources/lang/**/*.{json,yaml,yml}', reloadServer: false },
    /** The API docs page's own script and CSS, served from /api/docs/assets (app/services/openapi). */
    { pattern: 'resources/api_docs/**', reloadServer: false },
    { pattern: 'public/**', reloadServer: false },
    /** bench:import's file generator, so the bench also runs in the production build (docs/bulk-upload.md). */
    { pattern: 'bin/lib/bulk_bench_file.js', reloadServer: false },
  ],

  hooks: {
    init: [
      indexEntities({
        transformers: { enabled: true, withSharedProps: true },
      }),
      indexPages({ framework: 'react' }),
      indexPolicies(),
    ],
    /** The browser's route table (.adonisjs/client/routes.ts), written by `serve` and `codegen`. */
    routesCommitted: [() => import('#start/client_routes')],
    buildStarting: [() => import('@adonisjs/vite/build_hook')],
  },
})
