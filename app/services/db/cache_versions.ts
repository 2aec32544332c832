import db from '@adonisjs/lucid/services/db'
import type { QueryClientContract } from '@adonisjs/lucid/types/database'

/**
 * Version counters of data an app instance keeps in memory (the location
 * tree). A write bumps the counter in its own transaction; a reader compares
 * the counter (one primary-key read) before using its copy and reloads when
 * it moved, so every instance sees an edit from its next request on.
 */
export async function bumpCacheVersion(client: QueryClientContract, name: string) {
  const updated = await client.from('cache_versions').where('name', name).increment('version', 1)
  if (!Number(Array.isArray(updated) ? updated[0] : updated))
    await client.table('cache_versions').insert({ name, version: 1 })
}

export async function cacheVersion(name: string): Promise<number> {
  const row = await db.from('cache_versions').where('name', name).select('version').first()
  return Number(row?.version ?? 0)
}
