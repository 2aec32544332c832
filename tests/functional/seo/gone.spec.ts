import { test } from '@japa/runner'
import { isolated } from '#tests/helpers/db'
import { DateTime } from 'luxon'
import { PropertyFactory } from '#database/factories/property_factory'
import { UserFactory } from '#database/factories/user_factory'
import { makeVenture } from '#tests/helpers/ventures'
import { titlesOf } from '#tests/helpers/html_head'

/** Search engines drop what answers 410 and never index a soft 200 (docs/seo.md). */
test.group('Search engines: listings and ventures that are not public', (group) => {
  isolated(group)
  test('a listing never published is 404; an expired or deleted one is 410; both show "Property not found"', async ({
    client,
    assert,
  }) => {
    const draft = await PropertyFactory.with('owner')
      .apply('draft')
      .merge({ publishedAt: null })
      .create()
    const deletedDraft = await PropertyFactory.with('owner')
      .apply('draft')
      .merge({ publishedAt: null, deletedAt: DateTime.now() })
      .create()
    const expired = await PropertyFactory.with('owner').apply('expired').create()
    const deleted = await PropertyFactory.with('owner')
      .merge({ deletedAt: DateTime.now() })
      .create()
    const cases: [string, number][] = [
      ['/properties/999999', 404],
      ['/properties/not-a-number', 404],
      [`/properties/${draft.id}`, 404],
      [`/properties/${deletedDraft.id}`, 404],
      [`/properties/${expired.id}`, 410],
      [`/properties/${deleted.id}`, 410],
    ]
    for (const [path, status] of cases) {
      const page = await client.get(path).withInertia()
      page.assertStatus(status)
      page.assertInertiaComponent('properties/not_found')
      const html = await client.get(path)
      html.assertStatus(status)
      assert.deepEqual(titlesOf(html.text()), ['Property not found · DreamHomes'], path)
    }
  })

  test('a venture never public is 404; a withdrawn or deleted one is 410; both show "Venture not found"', async ({
    client,
  }) => {
    const owner = await UserFactory.create()
    const draft = await makeVenture(owner, { isPublic: false, publishedAt: null })
    const withdrawn = await makeVenture(owner, { isPublic: false })
    const deleted = await makeVenture(owner, { deletedAt: DateTime.now() })
    const cases: [string, number][] = [
      ['/ventures/999999', 404],
      [`/ventures/${draft.id}`, 404],
      [`/ventures/${withdrawn.id}`, 410],
      [`/ventures/${deleted.id}`, 410],
    ]
    for (const [path, status] of cases) {
      const page = await client.get(path).withInertia()
      page.assertStatus(status)
      page.assertInertiaComponent('ventures/not_found')
    }
  })
})
