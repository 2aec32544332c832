#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| npm start: serve the production build
|--------------------------------------------------------------------------
|
| Runs build/bin/server.js (made by `npm run build`) in production mode,
| with settings from the environment, filled in from the project's .env
| when present (variables already set in the environment win).
|
*/
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const server = join(root, 'build', 'bin', 'server.js')
if (!existsSync(server)) {
  console.error('No production build found. Run `npm run build` first.')
  process.exit(1)
}
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'))
process.env.NODE_ENV = 'production'
// The embedded database stays in the project, not in the build folder.
if (process.env.SQLITE_PATH && !process.env.SQLITE_PATH.startsWith('/')) {
  process.env.SQLITE_PATH = join(root, process.env.SQLITE_PATH)
}
process.chdir(join(root, 'build'))
await import(server)
