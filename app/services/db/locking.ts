import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Makes a SELECT a locking read on MySQL (FOR UPDATE: the latest committed
 * row, locked until the transaction ends). SQLite has no row locks and needs
 * none: it runs one writer at a time.
 */
export function locking<Q extends { forUpdate(): Q }>(client: QueryClientContract, query: Q): Q {
  return client.dialect.name === 'mysql' ? query.forUpdate() : query
}

/**
 * A shared-lock read on MySQL (LOCK IN SHARE MODE): what an INSERT's foreign
 * key check takes on the parent row anyway, taken up front so a transaction
 * follows the lock order (users before listings) instead of asking for the
 * users at its INSERT while already holding a listing. SQLite: a plain read.
 */
export function sharing<Q extends { forShare(): Q }>(client: QueryClientContract, query: Q): Q {
  return client.dialect.name === 'mysql' ? query.forShare() : query
}
