/** What every admin table carries besides its rows (app/http/admin_response.ts). */
export type TableMeta = {
  total: number
  page: number
  perPage: number
  lastPage: number
  sort: string
  dir: 'asc' | 'desc'
}
export type AdminTable<Row> = { data: Row[]; meta: TableMeta }
export type AdminTab =
  | 'overview'
  | 'users'
  | 'properties'
  | 'ventures'
  | 'leads'
  | 'bookings'
  | 'messages'
  | 'master-data'
  | 'audit'
