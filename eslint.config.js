import { configApp, RULES_LIST } from '@adonisjs/eslint-config'
import { react } from '@adonisjs/eslint-config/react'

/**
 * The AdonisJS team's rules for the server and the pages (React hooks
 * included); Prettier (@adonisjs/prettier-config, package.json) formats.
 * The pages may import rules/ (`#rules/*`): the rules and formats the server
 * and the browser share, with no server code in them.
 */
export default configApp(
  ...react,
  {
    // The preset lints TypeScript only; the command-line client is plain JavaScript that runs without a build.
    name: 'The command-line client under the same rules',
    files: ['bin/dreamhomes.js', 'bin/dreamhomes/**/*.js'],
    rules: RULES_LIST,
  },
  {
    name: 'Pages may import the shared rules',
    files: ['inertia/**/*.{ts,tsx}'],
    rules: {
      '@adonisjs/no-backend-import-in-frontend': ['error', { allowed: ['#rules/*'] }],
      // Inertia's <Head> reads `head-key` to replace a tag rather than add one (components/shell/seo.tsx).
      'react/no-unknown-property': ['error', { ignore: ['head-key'] }],
      /*
       * Links keep Inertia's <Link> with an address from `urlFor` of ~/lib/routes (route names,
       * checked by the generated types, patterns inlined at build time). The AdonisJS <Link>
       * needs @tuyau/core and the route table in every page's JavaScript: at least 1.6 KiB
       * gzipped more, and /ventures has 62 bytes left of its budget (docs/speed.md).
       */
      '@adonisjs/prefer-adonisjs-inertia-link': 'off',
    },
  }
)
