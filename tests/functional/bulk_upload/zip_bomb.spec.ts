import { test } from '@japa/runner'
import i18nManager from '@adonisjs/i18n/services/main'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits } from '#tests/functional/posting/helpers'
import { fixture } from '#tests/helpers/bulk'
import { zipBombWorkbook } from '#tests/helpers/zip_bombs'

const MEGABYTE = 1024 * 1024

test.group('Bulk upload: zip bombs', (group) => {
  isolated(group)

  test('twenty forged workbooks in a row are each refused with the bad-file message, and memory stays where it was', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const valid = await fixture('valid_units.xlsx')
    // ~340 MB of zeros in ~350 kB; the central directory says 1,000 bytes, the local header 0.
    const lying = await zipBombWorkbook(valid)
    // The same with flag 3 (data descriptor) in both headers, so the local header's 0 is allowed.
    const descriptor = await zipBombWorkbook(valid, { dataDescriptor: true })
    assert.isBelow(lying.length, 400 * 1024)
    const en = i18nManager.locale('en')
    const start = process.memoryUsage().rss
    for (let i = 0; i < 20; i++) {
      const bomb = i % 2 ? descriptor : lying
      const response = await client
        .post('/api/bulk-upload/preview')
        .bearerToken(token)
        .file('file', bomb, { filename: 'units.xlsx' })
      response.assertStatus(422)
      assert.deepEqual(response.body(), {
        detail: en.t(i % 2 ? 'bulk_upload.file.bomb' : 'bulk_upload.file.content'),
      })
    }
    const grown = process.memoryUsage().rss - start
    assert.isBelow(
      grown,
      100 * MEGABYTE,
      `resident memory grew by ${Math.round(grown / MEGABYTE)} MB`
    )
  }).timeout(180_000)
})
