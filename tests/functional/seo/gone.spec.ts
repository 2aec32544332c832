import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
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
      [urlFor('properties.show', { id: 999999 }), 404],
      [urlFor('properties.show', { id: 'not-a-number' }), 404],
      [urlFor('properties.show', { id: draft.id }), 404],
      [urlFor('properties.show', { id: deletedDraft.id }), 404],
      [urlFor('properties.show', { id: expired.id }), 410],
      [urlFor('properties.show', { id: deleted.id }), 410],
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
      [urlFor('ventures.show', { id: 999999 }), 404],
      [urlFor('ventures.show', { id: draft.id }), 404],
      [urlFor('ventures.show', { id: withdrawn.id }), 410],
      [urlFor('ventures.show', { id: deleted.id }), 410],
    ]
    for (const [path, status] of cases) {
      const page = await client.get(path).withInertia()
      page.assertStatus(status)
      page.assertInertiaComponent('ventures/not_found')
    }
  })
})
