import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { locking } from '#services/db/locking'
import { lockUser } from '#services/db/write_transaction'
import { DomainError } from '#exceptions/domain_error'

/**
 * Step 1 and 2 of the lock order for venture writes (write_transaction.ts:
 * users → ventures → towers → properties → ledger rows): the owner's row,
 * then the venture's. Every write to a venture's towers and units takes both
 * first, so writes to one venture queue and its derived counts stay right.
 */
export async function lockVenture(
  trx: TransactionClientContract,
  venture: { id: number; ownerId: number }
) {
  await lockUser(trx, venture.ownerId)
  const row = await locking(
    trx,
    trx.from('ventures').where('id', venture.id).whereNull('deleted_at').select('id', 'is_public')
  ).first()
  if (!row) throw new VentureGoneError()
  return { isPublic: Boolean(row.is_public) }
}

/**
 * The venture was deleted while this write waited for it: 404, as if it had
 * been gone when the request came ('Venture not found', 000 §2). Bulk uploads
 * recognise it too (services/bulk/bulk_errors.ts).
 */
export class VentureGoneError extends DomainError {
  static status = 404

  constructor() {
    super('ventures.errors.venture_gone')
  }
}
