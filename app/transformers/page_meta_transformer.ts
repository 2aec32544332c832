import { BaseTransformer } from '@adonisjs/core/transformers'
import { extend, int, object, oneOfStrings, str } from '#transformers/schemas/json_schema'

/** What a Lucid paginator says about its page. */
type PageOf = { total: number; perPage: number; currentPage: number; lastPage: number }
/** The sort an admin table is in. */
type SortOf = { sort: string; dir: 'asc' | 'desc' }

/**
 * Where a page of a list stands: the one pagination shape of every paged
 * page prop and /api body (the leads dashboard, the admin tables, the
 * Contact Us messages), in the snake_case /api speaks.
 */
export default class PageMetaTransformer extends BaseTransformer<PageOf & Partial<SortOf>> {
  /** A Lucid paginator's page (`transform(paginator)` would see an array, a list of rows). */
  static of(paginator: PageOf, sort?: SortOf) {
    const { total, perPage, currentPage, lastPage } = paginator
    return this.transform({ total, perPage, currentPage, lastPage, ...sort })
  }

  toObject() {
    const page = this.resource
    return {
      total: page.total,
      per_page: page.perPage,
      current_page: page.currentPage,
      last_page: page.lastPage,
    }
  }

  /** An admin table's page and the sort it is in (001 §2: every table sorts on the server). */
  forAdminTable() {
    return {
      ...this.toObject(),
      sort: this.resource.sort ?? '',
      dir: this.resource.dir ?? ('asc' as const),
    }
  }
}

const pageMeta = object({ total: int, per_page: int, current_page: int, last_page: int })

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const pageMetaSchemas = {
  PageMeta: pageMeta,
  AdminPageMeta: extend(pageMeta, { sort: str, dir: oneOfStrings(['asc', 'desc']) }),
}
