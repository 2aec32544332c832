#!/usr/bin/env node
/*
|--------------------------------------------------------------------------
| One-command local start (README, command 1)
|--------------------------------------------------------------------------
|
| npm run quickstart
|
| Installs dependencies, creates .env with a fresh APP_KEY when missing,
| migrates and seeds the embedded SQLite database (master data and demo
| content, whose sign-ins demo:seed prints; never in production) and serves
| the app on http://localhost:3333. Safe to run again:
| existing data and .env are kept. Plain JavaScript with no dependencies,
| because it runs before `npm install`.
|
*/
import { spawnSync, spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

const major = Number(process.versions.node.split('.')[0])
if (major < 24) {
  console.error(`Node.js 24 or newer is required (this is ${process.version}).`)
  process.exit(1)
}

function run(command, args) {
  console.log(`\n> ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

const lock = join(root, 'package-lock.json')
const installed = join(root, 'node_modules', '.package-lock.json')
if (!existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs) {
  run('npm', ['ci', '--no-audit', '--no-fund'])
}

if (!existsSync('.env')) {
  copyFileSync('.env.example', '.env')
  const env = readFileSync('.env', 'utf8').replace(
    /^APP_KEY=.*$/m,
    `APP_KEY=${randomBytes(24).toString('base64url')}`
  )
  writeFileSync('.env', env)
  console.log('\nCreated .env with a fresh APP_KEY')
}
mkdirSync('tmp', { recursive: true })

run('node', ['ace', 'migration:run', '--force'])
run('node', ['ace', 'db:seed'])
// The demo (and its printed sign-ins) is for development: demo:seed refuses in production.
const nodeEnv = process.env.NODE_ENV ?? readFileSync('.env', 'utf8').match(/^NODE_ENV=(.*)$/m)?.[1]
if (nodeEnv?.trim() === 'production') console.log('\nProduction: no demo content or demo sign-ins')
else run('node', ['ace', 'demo:seed'])

const server = spawn('node', ['ace', 'serve'], { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGINT'))
server.on('exit', (code) => process.exit(code ?? 0))
