import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { queueAlerts } from '#services/alerts/alert_jobs'

/** A completed bulk import: its live units and its public ventures go to the alert outbox (issue 31). */
export async function queueImported(trx: TransactionClientContract, importId: number) {
  const units = await trx
    .from('properties')
    .where('bulk_import_id', importId)
    .where('listing_state', 'active')
    .whereNull('deleted_at')
    .select('id')
  await queueAlerts(
    trx,
    'properties',
    units.map((row) => Number(row.id))
  )
  const ventures = await trx
    .from('ventures')
    .where('bulk_import_id', importId)
    .where('is_public', true)
    .select('id')
  await queueAlerts(
    trx,
    'ventures',
    ventures.map((row) => Number(row.id))
  )
}
