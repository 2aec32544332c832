import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import app from '@adonisjs/core/services/app'
import env from '#start/env'

/**
 * Uploaded files wait here while their import is queued or running, so a
 * restarted server can resume them. Private (not under the public media
 * disk). With several app servers, IMPORTS_ROOT must be storage they share,
 * or the queue must carry the file (ARCHITECTURE.md §7).
 */
function root(): string {
  return app.makePath(env.get('IMPORTS_ROOT', 'storage/imports'))
}

export async function keepImportFile(
  importId: number,
  kind: string,
  bytes: Buffer
): Promise<string> {
  await mkdir(root(), { recursive: true })
  const name = `${importId}.${kind}`
  await writeFile(join(root(), name), bytes)
  return name
}

export function readImportFile(name: string): Promise<Buffer> {
  return readFile(join(root(), name))
}

export async function dropImportFile(name: string | null): Promise<void> {
  if (name) await rm(join(root(), name), { force: true })
}
