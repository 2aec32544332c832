import { test } from '@japa/runner'
import { readFile } from 'node:fs/promises'

const read = (path: string) => readFile(new URL(`../../${path}`, import.meta.url), 'utf8')

/** The variables start/env.ts declares (`  NAME: ...` at the top level of its schema). */
async function declaredVariables() {
  const source = await read('start/env.ts')
  return [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]*): /gm)].map((match) => match[1])
}

/** KEY=value lines of an env file (comments skipped). */
function assignments(text: string) {
  return text
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => line.slice(0, line.indexOf('=')))
}

test.group('Production guide and deploy/ (issue 29)', () => {
  test('docs/production.md names every variable start/env.ts declares', async ({ assert }) => {
    const guide = await read('docs/production.md')
    const variables = await declaredVariables()
    assert.isAbove(variables.length, 40)
    for (const name of variables)
      assert.include(guide, `\`${name}\``, `${name} is missing from docs/production.md`)
  })

  test('the env file template sets only declared variables, and never PORT (it would win over the unit’s)', async ({
    assert,
  }) => {
    const keys = assignments(await read('deploy/env/dreamhomes.env'))
    const declared = new Set(await declaredVariables())
    assert.notInclude(keys, 'PORT')
    assert.includeMembers(keys, ['NODE_ENV', 'APP_KEY', 'APP_URL', 'TRUSTED_PROXIES'])
    for (const key of keys) assert.isTrue(declared.has(key), `${key} is not in start/env.ts`)
  })

  test('the instance unit drains within its stop timeout and gets its port from the instance name', async ({
    assert,
  }) => {
    const unit = await read('deploy/systemd/dreamhomes@.service')
    assert.include(unit, 'Environment=PORT=%i')
    assert.include(unit, 'KillSignal=SIGTERM')
    assert.match(unit, /^ExecStart=\S+ bin\/start\.js$/m)
    const stopSeconds = Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)![1])
    const source = await read('start/env.ts')
    const drainMs = Number(
      /SHUTDOWN_TIMEOUT_MS: withDefault\(Env\.schema\.number\(\), '(\d+)'\)/.exec(source)![1]
    )
    assert.isAbove(stopSeconds * 1000, drainMs)
  })

  test('nginx never benches an instance (the walk-through’s rolling restart emptied the pool otherwise)', async ({
    assert,
  }) => {
    const site = await read('deploy/nginx/dreamhomes.conf')
    const servers = [...site.matchAll(/^\s*server (\S+)(.*);$/gm)]
    assert.lengthOf(servers, 2)
    for (const [, , options] of servers) assert.include(options, 'max_fails=0')
    assert.match(site, /^\s*gzip off;$/m)
  })

  test('nginx closes idle upstream connections before a draining instance does (no reset on a written request)', async ({
    assert,
  }) => {
    const site = await read('deploy/nginx/dreamhomes.conf')
    const upstream = site.slice(site.indexOf('upstream '), site.indexOf('}'))
    const idleSeconds = Number(/^\s*keepalive_timeout (\d+)s;$/m.exec(upstream)![1])
    const drain = await read('start/drain.ts')
    const graceMs = Number(/IDLE_CONNECTION_GRACE_MS = (\d+)/.exec(drain)![1])
    assert.isBelow(idleSeconds * 1000, graceMs)
    // Node's own idle timeout for kept-alive connections is 5 s (server.keepAliveTimeout).
    assert.isBelow(idleSeconds * 1000, 5000)
  })
})
