import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Makes a SELECT a locking read on MySQL (FOR UPDATE: the latest committed
 * row, locked until the transaction ends). SQLite has no row locks and needs
 * none: it runs one writer at a time.
 */
export function locking<Q extends { forUpdate(): Q }>(client: QueryClientContract, query: Q): Q {
  return client.dialect.name === 'mysql' ? query.forUpdate() : query
}
