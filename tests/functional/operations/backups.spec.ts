import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import BackupCreate from '#commands/backup_create'
import BackupRestore from '#commands/backup_restore'
import env from '#start/env'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { readManifest } from '#services/backups/backups'
import { dialectOf, rowCounts, targetConnection } from '#services/backups/database_backup'
import { storeListingImage } from '#services/media/listing_images'
import { committed } from '#tests/helpers/db'
import { mediaFile } from '#tests/helpers/media'

/** The copy a restore goes to: a database of its own on MySQL (dreamhomes_*_restore), a new file on SQLite. */
function restoreTarget(folder: string) {
  return dialectOf() === 'mysql'
    ? {
        flag: `--database=${env.get('DB_DATABASE')}_restore`,
        database: `${env.get('DB_DATABASE')}_restore`,
        file: null,
      }
    : {
        flag: `--sqlite=${join(folder, 'restored.sqlite3')}`,
        database: null,
        file: join(folder, 'restored.sqlite3'),
      }
}

async function run(command: typeof BackupCreate | typeof BackupRestore, argv: string[]) {
  const instance = await ace.create(command, argv)
  await instance.exec()
  return instance
}

/** backup:create and backup:restore (issue 29): the database and the uploads, restored into a copy. */
test.group('Backups', (group) => {
  committed(group)
  let folder: string
  group.each.setup(() => {
    ace.ui.switchMode('raw')
    return () => ace.ui.switchMode('normal')
  })
  group.each.setup(async () => {
    folder = await mkdtemp(join(tmpdir(), 'dreamhomes-backup-'))
    return async () => {
      const target = restoreTarget(folder)
      if (target.database) await db.rawQuery(`drop database if exists \`${target.database}\``)
      await rm(folder, { recursive: true, force: true })
    }
  })

  test('a backup restored into a copy has the same rows per table and the same upload bytes', async ({
    assert,
  }) => {
    const owner = await UserFactory.create()
    const bytes = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 80, b: 40 } },
    })
      .png()
      .toBuffer()
    const url = await storeListingImage(
      {
        bytes,
        extension: 'png',
        size: bytes.length,
        refusedFor: { size: false, extension: false },
      },
      owner.id
    )
    await PropertyFactory.merge({ ownerId: owner.id, images: [url] }).create()

    const created = await run(BackupCreate, [`--to=${join(folder, 'backups')}`])
    created.assertSucceeded()
    const [name] = await readdir(join(folder, 'backups'))
    assert.match(name, /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
    const dir = join(folder, 'backups', name)
    const manifest = await readManifest(dir)
    assert.equal(manifest.dialect, dialectOf())
    assert.isAtLeast(manifest.database.rows.users, 1)
    assert.isAtLeast(manifest.database.rows.properties, 1)
    assert.isAtLeast(manifest.uploads.files, 3)

    const target = restoreTarget(folder)
    const uploadsTo = join(folder, 'media-copy')
    const restored = await run(BackupRestore, [dir, target.flag, `--uploads-to=${uploadsTo}`])
    restored.assertSucceeded()
    restored.assertLog('[ green(success) ] Restored; every table has the row count of the backup')

    // The copy holds what the app's database held, table by table, and is a database of its own.
    assert.deepEqual(manifest.database.rows, await rowCounts())
    await UserFactory.create()
    const copy = targetConnection(
      target.database ? { database: target.database } : { file: target.file! }
    )
    try {
      assert.deepEqual(await rowCounts(copy.client.connectionName), manifest.database.rows)
    } finally {
      await copy.close()
    }
    const { users } = await rowCounts()
    assert.equal(users, manifest.database.rows.users + 1)
    const again = await run(BackupRestore, [dir, target.flag])
    assert.equal(again.exitCode, 1, 'a copy that has data is not overwritten without --replace')
    again.assertLogMatches(/add --replace to overwrite it/)
    const replaced = await run(BackupRestore, [dir, target.flag, '--replace'])
    replaced.assertSucceeded()

    const key = url.replace('/media/', '')
    assert.deepEqual(await readFile(join(uploadsTo, key)), await readFile(mediaFile(url)))
  }).timeout(60_000)
})
