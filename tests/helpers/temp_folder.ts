import { mkdir, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import app from '@adonisjs/core/services/app'
import type { Group } from '@japa/runner/core'

/**
 * A private temp folder for the group: TMPDIR points at it (os.tmpdir(), where
 * the framework's body parser writes uploads, reads it on every call), so a
 * count of the files in it sees what a request left behind, and nothing of
 * other processes or earlier tests (it is emptied before each). Returns the counter.
 */
export function privateTempFolder(group: Group) {
  const folder = app.tmpPath(`temp-folder-${process.pid}`)
  group.setup(async () => {
    const before = process.env.TMPDIR
    await rm(folder, { recursive: true, force: true })
    await mkdir(folder, { recursive: true })
    process.env.TMPDIR = folder
    if (tmpdir() !== folder) throw new Error('TMPDIR did not move os.tmpdir()')
    return async () => {
      if (before === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = before
      await rm(folder, { recursive: true, force: true })
    }
  })
  group.each.setup(async () => {
    await rm(folder, { recursive: true, force: true })
    await mkdir(folder, { recursive: true })
  })
  /** Every file under the folder, at any depth. */
  return async () => {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true })
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
  }
}
