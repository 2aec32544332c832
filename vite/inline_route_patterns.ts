import { parseSync, type Plugin } from 'vite'
import { ROUTES } from '../.adonisjs/client/routes.ts'

type Node = { type: string; start: number; end: number; [key: string]: any }

const ROUTES_MODULE = '~/lib/routes'

/**
 * Leaves the named-route table (`.adonisjs/client/routes.ts`, 60-odd routes,
 * ~0.7 KiB gzipped) out of the browser's bundle: every page would load it with
 * the entry, for the few links it makes (the JavaScript budget of public pages,
 * tests/unit/js_budget.spec.ts).
 *
 * In the client build each `urlFor('properties.show', …)` of `inertia/`
 * becomes `urlForPattern('/properties/:id', …)` (inertia/lib/routes.ts), the
 * route's pattern written in, so nothing reads the table and the bundler drops
 * it; each chunk carries the patterns it uses. The server render keeps
 * `urlFor` as written (the same URLs).
 *
 * A route name must be a string literal. Any other first argument fails the
 * build, since it would bring the whole table back: write
 * `done ? urlFor('a') : urlFor('b')`, not `urlFor(done ? 'a' : 'b')`.
 */
export function inlineRoutePatterns(): Plugin {
  const patterns: Record<string, string> = ROUTES
  return {
    name: 'dreamhomes:inline-route-patterns',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform: {
      filter: { id: /[\\/]inertia[\\/].*\.tsx?$/, code: 'urlFor' },
      handler(code, id) {
        const { program } = parseSync(id.replace(/\?.*$/, ''), code) as unknown as { program: Node }
        const local = urlForBinding(program)
        if (!local) return null
        const edits: { start: number; end: number; text: string }[] = []
        walk(program, (node) => {
          if (
            node.type !== 'CallExpression' ||
            node.callee.type !== 'Identifier' ||
            node.callee.name !== local
          )
            return
          const [name] = node.arguments as Node[]
          const where = `${id}:${lineOf(code, node.start)}`
          if (name?.type !== 'Literal' || typeof name.value !== 'string') {
            this.error(
              `${where}: urlFor() needs a route name written as a string literal (vite/inline_route_patterns.ts)`
            )
          }
          const pattern = patterns[name.value]
          if (pattern === undefined)
            this.error(`${where}: no route named '${name.value}' in .adonisjs/client/routes.ts`)
          edits.push({
            start: node.callee.start,
            end: name.end,
            text: `__urlForPattern(${JSON.stringify(pattern)}`,
          })
        })
        if (!edits.length) return null
        let out = code
        for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
          out = out.slice(0, start) + text + out.slice(end)
        // On the first line, so that line numbers stay as they were.
        return {
          code: `import { urlForPattern as __urlForPattern } from ${JSON.stringify(ROUTES_MODULE)};${out}`,
          map: null,
        }
      },
    },
  }
}

/** The local name `urlFor` is imported as from ~/lib/routes, if it is. */
function urlForBinding(program: Node): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== ROUTES_MODULE) continue
    for (const specifier of statement.specifiers as Node[]) {
      if (
        specifier.type === 'ImportSpecifier' &&
        (specifier.imported.name ?? specifier.imported.value) === 'urlFor'
      )
        return specifier.local.name
    }
  }
  return undefined
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit))
  if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return
  visit(node as Node)
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && value && typeof value === 'object') walk(value, visit)
}

const lineOf = (code: string, offset: number) => code.slice(0, offset).split('\n').length
