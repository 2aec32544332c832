import { templateWorkbook } from '#services/bulk/workbooks'

/**
 * The bulk-upload template's bytes, per language. Building one (5,000 rows
 * of drop-downs with exceljs) costs 0.25-0.6 s of CPU, and its content
 * depends only on the code (columns, lists, limits) and the language's
 * texts, never on master data or the visitor: each language is built once
 * per process, on its first request (concurrent first requests share that
 * build), and served from memory after. A deploy brings new bytes.
 */
export class TemplateCache {
  #bytes = new Map<string, Promise<Buffer>>()
  /** Workbooks built so far (each language once, unless a build failed). */
  builds = 0

  constructor(private build: (locale: string) => Promise<Buffer> = templateWorkbook) {}

  bytes(locale: string): Promise<Buffer> {
    let bytes = this.#bytes.get(locale)
    if (!bytes) {
      this.builds++
      bytes = this.build(locale).catch((error) => {
        this.#bytes.delete(locale)
        throw error
      })
      this.#bytes.set(locale, bytes)
    }
    return bytes
  }

  /** Forgets every language (tests). */
  clear() {
    this.#bytes.clear()
    this.builds = 0
  }
}

export default new TemplateCache()
