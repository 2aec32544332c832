import { test } from '@japa/runner'
import { inlineRoutePatterns } from '../../vite/inline_route_patterns.js'

/** Runs the plugin's transform on one module, as the client build would. */
function transform(code: string, id = '/app/inertia/pages/x.tsx'): string | null {
  const { handler } = inlineRoutePatterns().transform as {
    handler: (this: unknown, code: string, id: string) => { code: string } | null
  }
  const context = {
    error(message: string): never {
      throw new Error(message)
    },
  }
  return handler.call(context, code, id)?.code ?? null
}

test.group('Route patterns written into the browser build (vite/inline_route_patterns.ts)', () => {
  test('each urlFor call gets its route pattern in place of the name', ({ assert }) => {
    const out = transform(
      `import { urlFor } from '~/lib/routes'\n` +
        `const a = urlFor('properties.show', { id: 4 })\n` +
        `const b = urlFor("properties.index", undefined, { qs: { search: 'x' } })`
    )!
    assert.include(out, `__urlForPattern("/properties/:id", { id: 4 })`)
    assert.include(out, `__urlForPattern("/properties", undefined, { qs: { search: 'x' } })`)
    assert.notInclude(out, `urlFor('`)
    assert.match(
      out,
      /^import \{ urlForPattern as __urlForPattern \} from "~\/lib\/routes";import \{ urlFor \}/
    )
    assert.lengthOf(out.split('\n'), 3, 'line numbers unchanged')
  })

  test('follows a renamed import and leaves other modules alone', ({ assert }) => {
    assert.include(
      transform(`import { urlFor as route } from '~/lib/routes'\nroute('home')`)!,
      `__urlForPattern("/")`
    )
    assert.isNull(transform(`import { urlFor } from './somewhere_else'\nurlFor('home')`))
    assert.isNull(transform(`const urlFor = 'a comment about urlFor'`))
  })

  test('refuses a name it cannot read, and an unknown name', ({ assert }) => {
    assert.throws(
      () =>
        transform(`import { urlFor } from '~/lib/routes'\n\nurlFor(done ? 'home' : 'favorites')`),
      /x\.tsx:3: urlFor\(\) needs a route name written as a string literal/
    )
    assert.throws(
      () => transform(`import { urlFor } from '~/lib/routes'\nurlFor(name)`),
      /string literal/
    )
    assert.throws(
      () => transform(`import { urlFor } from '~/lib/routes'\nurlFor('no.such.route')`),
      /no route named 'no.such.route'/
    )
  })
})
