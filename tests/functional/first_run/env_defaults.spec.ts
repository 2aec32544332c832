import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

type Row = { names: string[]; defaults: string; meaning: string }

/** The README's "Environment variables" table: variable names, default column, meaning. */
async function readmeRows(): Promise<Row[]> {
  const readme = await readFile(app.makePath('README.md'), 'utf8')
  const section = readme.split('## Environment variables')[1].split('\n## ')[0]
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [names, defaults, meaning] = line
        .split(' | ')
        .map((cell) => cell.replace(/^\| /, '').trim())
      return { names: [...names.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1]), defaults, meaning }
    })
}

/**
 * The fallback start/env.ts gives a variable (`NAME: withDefault(..., 'value')`, on one line or
 * several, as Prettier wraps it), or null when it has none.
 */
function envDefault(source: string, name: string): string | null {
  const start = source.search(new RegExp(`\\n\\s*${name}: `))
  if (start < 0) return null
  const rest = source.slice(start + 1)
  const next = rest.slice(1).search(/\n\s*(?:[A-Z][A-Z0-9_]*: |\/[*/]|\|)|\n\}\)/)
  const entry = next < 0 ? rest : rest.slice(0, next + 1)
  if (!entry.includes('withDefault(')) return null
  const values = [...entry.matchAll(/'([^']*)'/g)]
  return values.length ? values[values.length - 1][1] : null
}

test.group('Environment: the README table and start/env.ts agree', () => {
  test('every default the README lists is the one start/env.ts applies; the exceptions say where theirs lives', async ({
    assert,
  }) => {
    const source = await readFile(app.makePath('start/env.ts'), 'utf8')
    const rows = await readmeRows()
    assert.isAbove(rows.length, 20)
    for (const { names, defaults, meaning } of rows) {
      if (defaults.startsWith('—')) continue
      if (meaning.startsWith('tests only')) {
        for (const name of names)
          assert.notInclude(source, `${name}:`, `${name} is documented as tests only`)
        continue
      }
      if (defaults.includes('computed in')) {
        const [, file] = defaults.match(/computed in `([^`]+)`/)!
        for (const name of names)
          assert.include(
            await readFile(app.makePath(file), 'utf8'),
            `'${name}'`,
            `${name}'s default is computed in ${file}`
          )
        continue
      }
      const values = names.length > 1 ? defaults.split(', ') : [defaults]
      assert.lengthOf(
        values,
        names.length,
        `one default per variable in the row of ${names.join(', ')}`
      )
      names.forEach((name, i) => {
        const documented = values[i] === '""' ? '' : values[i]
        assert.equal(envDefault(source, name), documented, `${name}: README says ${values[i]}`)
      })
    }
  })

  test('unset, VITE_HMR_PORT is 24678 and DB_PASSWORD the empty string', async ({ assert }) => {
    if (process.env.VITE_HMR_PORT === undefined) assert.strictEqual(env.get('VITE_HMR_PORT'), 24678)
    if (process.env.DB_PASSWORD === undefined) assert.strictEqual(env.get('DB_PASSWORD'), '')
    assert.isString(env.get('DB_PASSWORD'))
  })
})

/** KEY=value lines of an env file (comments and blanks skipped). */
async function envFile(name: string): Promise<Map<string, string>> {
  const text = await readFile(app.makePath(name), 'utf8')
  const lines = text.split('\n')
  const pairs = lines
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const)
  return new Map(pairs)
}

test.group('Environment: `npm test` right after `npm run quickstart`', () => {
  /**
   * quickstart copies .env.example to .env, and .env fills what .env.test leaves unset. A value there
   * that is not what tests run with (APP_URL=http://localhost:3333 while tests serve on 3344) broke
   * `npm test` on a fresh clone after quickstart; .env.test must set every such variable itself.
   */
  test('every variable .env.example sets is set by .env.test, or is the default, or empty', async ({
    assert,
  }) => {
    const example = await envFile('.env.example')
    const testEnv = await envFile('.env.test')
    const source = await readFile(app.makePath('start/env.ts'), 'utf8')
    // NODE_ENV: `node ace test` sets it in the process environment, which wins over every file.
    const setByTheRunner = new Set(['NODE_ENV', 'TZ'])
    for (const [name, value] of example) {
      if (testEnv.has(name) || setByTheRunner.has(name) || value === '') continue
      assert.equal(
        envDefault(source, name),
        value,
        `${name}=${value} in .env.example would reach the tests through .env: set it in .env.test`
      )
    }
  })
})
