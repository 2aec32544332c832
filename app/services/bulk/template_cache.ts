import { createHash } from 'node:crypto'
import cache from '@adonisjs/cache/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import { BULK_COLUMNS, BULK_ENUMS, BULK_MAX_ROWS } from '#rules/bulk_columns'
import {
  DROPDOWN_ROWS,
  EXAMPLES,
  INSTRUCTION_KEYS,
  templateWorkbook,
} from '#services/bulk/workbooks'

/**
 * The bulk-upload template's bytes, per language. Building one (5,000 rows
 * of drop-downs with exceljs) costs 0.25-0.6 s of CPU, and its content
 * depends only on the code (columns, lists, limits) and the language's
 * texts, never on master data or the visitor: each language is built once,
 * on its first request (concurrent first requests share that build), and
 * kept in the cache (config/cache.ts; with Redis one instance builds it for
 * all). The key names what the bytes come from, so a deploy that changes
 * the columns or texts brings new bytes even while old instances still run.
 */
export class TemplateCache {
  /** Workbooks built so far by this process (each language once, unless a build failed). */
  builds = 0
  /** Bumped by `clear`: bytes kept before are not read again by this process. */
  #generation = 0

  constructor(private build: (locale: string) => Promise<Buffer> = templateWorkbook) {}

  async bytes(locale: string): Promise<Buffer> {
    const base64 = await cache.getOrSet({
      key: `bulk-template:${revision(locale)}:g${this.#generation}`,
      ttl: '30d',
      factory: async () => {
        this.builds++
        const bytes = await this.build(locale)
        return bytes.toString('base64')
      },
    })
    return Buffer.from(base64, 'base64')
  }

  /** Forgets every language (tests). */
  clear() {
    this.#generation++
    this.builds = 0
  }
}

/** A digest of what a language's template is made of: its columns, lists, limits and texts. */
function revision(locale: string): string {
  const texts = Object.entries(i18nManager.getTranslationsFor(locale)).filter(([key]) =>
    key.startsWith('bulk_upload.template.')
  )
  const made = JSON.stringify([
    locale,
    BULK_COLUMNS,
    BULK_ENUMS,
    BULK_MAX_ROWS,
    DROPDOWN_ROWS,
    EXAMPLES,
    INSTRUCTION_KEYS,
    texts,
  ])
  return createHash('sha1').update(made).digest('base64url')
}

export default new TemplateCache()
