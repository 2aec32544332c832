import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { DateTime } from 'luxon'
import ace from '@adonisjs/core/services/ace'
import db from '@adonisjs/lucid/services/db'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, validForm, withLocationTree } from './helpers.js'
import { expectStatus } from '#tests/helpers/http'
import { age, onDisk, runPrune, uploadPng } from '#tests/helpers/uploads'

test.group('media:prune-uploads removes photos no listing uses after a day', (group) => {
  isolated(group)
  withLocationTree(group)
  group.each.setup(() => ace.ui.switchMode('raw'))
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test('an upload no listing uses is deleted after 24 hours, not before', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const upload = () => uploadPng(client, token)
    const old = await upload()
    const fresh = await upload()
    await age(old, 25)
    await age(fresh, 23)

    await runPrune()
    assert.isFalse(onDisk(old))
    assert.isFalse(onDisk(old.replace('1280.webp', '320.webp')))
    assert.isTrue(onDisk(fresh))
  })

  test('photos of listings (live, drafts and deleted ones) are kept', async ({
    client,
    assert,
  }) => {
    const { token, user } = await ownerWithCredits(1)
    const upload = () => uploadPng(client, token)
    const [live, draft, deleted] = [await upload(), await upload(), await upload()]
    await expectStatus(
      client
        .post(urlFor('api.properties.store'))
        .bearerToken(token)
        .json(validForm({ images: [live] })),
      201
    )
    await expectStatus(
      client
        .post(urlFor('api.properties.store'))
        .bearerToken(token)
        .json(validForm({ images: [draft], draft: true })),
      201
    )
    await PropertyFactory.merge({
      ownerId: user.id,
      images: [deleted],
      deletedAt: DateTime.now(),
    }).create()
    for (const url of [live, draft, deleted]) await age(url, 48)

    await runPrune()
    for (const url of [live, draft, deleted]) assert.isTrue(onDisk(url), url)
    assert.lengthOf(await db.from('uploaded_images'), 0)
  })

  test('a photo an edit removes is deleted a day later; one still used elsewhere is kept', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const upload = () => uploadPng(client, token)
    const [dropped, shared] = [await upload(), await upload()]
    const first = await client
      .post(urlFor('api.properties.store'))
      .bearerToken(token)
      .json(validForm({ images: [dropped, shared], draft: true }))
    await expectStatus(
      client
        .post(urlFor('api.properties.store'))
        .bearerToken(token)
        .json(validForm({ images: [shared], draft: true })),
      201
    )
    for (const url of [dropped, shared]) await age(url, 48)
    await runPrune()

    await expectStatus(
      client
        .put(urlFor('api.properties.update', { id: first.body().id }))
        .bearerToken(token)
        .json(validForm({ images: [] })),
      200
    )
    await runPrune()
    assert.isTrue(onDisk(dropped), 'a day of grace after the edit')
    for (const url of [dropped, shared]) await age(url, 25)
    await runPrune()
    assert.isFalse(onDisk(dropped))
    assert.isTrue(onDisk(shared))
  })
})
