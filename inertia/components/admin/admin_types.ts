import type { Data } from '~generated/data'

/** What every admin table carries besides its rows: its page and sort (PageMetaTransformer.forAdminTable). */
export type TableMeta = Data.PageMeta.Variants['forAdminTable']
/** The `table` prop of an admin tab and the body of GET /api/admin/<table> (app/http/admin_response.ts). */
export type AdminTable<Row> = { data: Row[]; meta: TableMeta }
