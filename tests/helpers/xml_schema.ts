import { readFileSync } from 'node:fs'
import { validateXML } from 'xmllint-wasm'

/**
 * Validates XML against the sitemaps.org schemas (tests/fixtures/xsd; urlsets
 * with the hreflang links of xhtml_link.xsd) with
 * libxml2's xmllint compiled to WebAssembly (npm xmllint-wasm): no system
 * package, no network. Returns libxml2's error messages, [] when valid.
 */
export type SitemapSchema = 'sitemap' | 'siteindex'
type SchemaFile = SitemapSchema | 'sitemap_hreflang' | 'xhtml_link'

const schemas: Partial<Record<SchemaFile, string>> = {}

function schemaText(name: SchemaFile) {
  schemas[name] ??= readFileSync(new URL(`../fixtures/xsd/${name}.xsd`, import.meta.url), 'utf8')
  return schemas[name]!
}

const file = (name: SchemaFile) => ({ fileName: `${name}.xsd`, contents: schemaText(name) })

/** A urlset is checked with its hreflang links (xhtml_link.xsd), an index as it is. */
export async function xmlSchemaErrors(xml: string, schema: SitemapSchema): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'document.xml', contents: xml }],
    schema: [file(schema === 'sitemap' ? 'sitemap_hreflang' : schema)],
    preload: schema === 'sitemap' ? [file('sitemap'), file('xhtml_link')] : [],
  })
  return result.valid ? [] : result.errors.map((error) => error.message)
}
