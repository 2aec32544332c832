import { readFileSync } from 'node:fs'
import { validateXML } from 'xmllint-wasm'

/**
 * Validates XML against the sitemaps.org schemas (tests/fixtures/xsd) with
 * libxml2's xmllint compiled to WebAssembly (npm xmllint-wasm): no system
 * package, no network. Returns libxml2's error messages, [] when valid.
 */
export type SitemapSchema = 'sitemap' | 'siteindex'

const schemas: Partial<Record<SitemapSchema, string>> = {}

function schemaText(name: SitemapSchema) {
  schemas[name] ??= readFileSync(new URL(`../fixtures/xsd/${name}.xsd`, import.meta.url), 'utf8')
  return schemas[name]!
}

export async function xmlSchemaErrors(xml: string, schema: SitemapSchema): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [{ fileName: `${schema}.xsd`, contents: schemaText(schema) }],
  })
  return result.valid ? [] : result.errors.map((error) => error.message)
}
