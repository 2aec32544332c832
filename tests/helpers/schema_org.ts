import ts from 'typescript'
import { fileURLToPath } from 'node:url'

/**
 * Checks JSON-LD against the schema.org vocabulary with no network: the
 * rendered data is type-checked, as a literal, against schema-dts (Google's
 * TypeScript types generated from the schema.org release). Every object is
 * matched by its "@type": a property that type does not define (its own or
 * inherited), an unknown "@type", or a value outside a property's range is a
 * compile error, returned as text; [] when the data conforms.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const FILE = `${ROOT}tests/.schema_org_check.ts`

/** Parsed declaration files (schema-dts is 1 MB), kept across checks. */
const parsed = new Map<string, ts.SourceFile | undefined>()
let previous: ts.Program | undefined

export function schemaOrgErrors(data: unknown, type: string): string[] {
  const source = `import type { WithContext, ${type} } from 'schema-dts'\nexport const data: WithContext<${type}> = ${JSON.stringify(data, null, 2)}\n`
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    types: [],
  }
  const host = ts.createCompilerHost(options)
  const read = host.readFile.bind(host)
  const exists = host.fileExists.bind(host)
  const get = host.getSourceFile.bind(host)
  host.readFile = (name) => (name === FILE ? source : read(name))
  host.fileExists = (name) => name === FILE || exists(name)
  host.getSourceFile = (name, version, ...rest) => {
    if (name === FILE) return ts.createSourceFile(name, source, version)
    if (!parsed.has(name)) parsed.set(name, get(name, version, ...rest))
    return parsed.get(name)
  }
  const program = ts.createProgram([FILE], options, host, previous)
  previous = program
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}
