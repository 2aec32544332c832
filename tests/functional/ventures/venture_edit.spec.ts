import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import ace from '@adonisjs/core/services/ace'
import { UserFactory } from '#database/factories/user_factory'
import Venture from '#models/venture'
import { isolated } from '#tests/helpers/db'
import { makeVenture, ventureForm } from '#tests/helpers/ventures'
import { ownerWithCredits, withLocationTree } from '#tests/functional/posting/helpers'
import { age, onDisk, runPrune, uploadPng } from '#tests/helpers/uploads'

/** Issue 27: Edit Venture, and a venture's photos, master plans, phases and landmarks. */
test.group('Ventures: edit screen, photos and plans', (group) => {
  isolated(group)
  withLocationTree(group)
  group.each.setup(() => ace.ui.switchMode('raw'))
  group.each.teardown(() => ace.ui.switchMode('normal'))

  test("Edit Venture is the owner's or an admin's: others get 403, visitors go home", async ({
    client,
    assert,
  }) => {
    const owner = await UserFactory.create()
    const venture = await makeVenture(owner, { images: ['/media/images/a/1280.webp'] })
    const url = urlFor('venture_edit', { id: venture.id })
    const page = await client.get(url).withInertia().loginAs(owner)
    page.assertInertiaComponent('ventures/edit')
    assert.equal(page.body().props.venture.name, venture.name)
    assert.deepEqual(page.body().props.venture.images, ['/media/images/a/1280.webp'])
    assert.isArray(page.body().props.imageHosts)
    const admin = await client
      .get(url)
      .withInertia()
      .loginAs(await UserFactory.apply('admin').create())
    admin.assertStatus(200)
    const other = await client
      .get(url)
      .withInertia()
      .loginAs(await UserFactory.create())
    other.assertStatus(403)
    const visitor = await client.get(url).redirects(0)
    visitor.assertHeader('location', '/')
  })

  test('create and edit keep uploaded photos (cover first), master plans, phases and landmarks; the card and page show them', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const [cover, second, plan] = [
      await uploadPng(client, token),
      await uploadPng(client, token),
      await uploadPng(client, token),
    ]
    const created = await client
      .post(urlFor('ventures.store'))
      .withCsrfToken()
      .loginAs(user)
      .json(ventureForm({ images: [second, cover], is_public: true }))
      .redirects(0)
    created.assertStatus(302)
    const venture = await Venture.query().where('owner_id', user.id).firstOrFail()
    assert.deepEqual(venture.images, [second, cover])

    const edited = await client
      .put(urlFor('ventures.update', { id: venture.id }))
      .withCsrfToken()
      .loginAs(user)
      .json(
        ventureForm({
          name: 'Lakeview Heights II',
          images: [cover, second],
          master_plan_images: [plan],
          phases: [{ name: 'Phase 1 – Towers A and B', status: 'under_construction' }],
          nearby_landmarks: [{ name: 'Miyapur Metro Station', kind: 'transit', distance: 1.2 }],
          is_public: true,
        })
      )
      .redirects(0)
    edited.assertStatus(302)
    edited.assertHeader('location', urlFor('venture_builder', { id: venture.id }))
    const shown = await client.get(urlFor('ventures.show', { id: venture.id })).withInertia()
    const props = shown.body().props.venture
    assert.equal(props.name, 'Lakeview Heights II')
    assert.deepEqual(props.images, [cover, second])
    assert.deepEqual(props.master_plan_images, [plan])
    assert.deepEqual(props.phases, [
      { name: 'Phase 1 – Towers A and B', status: 'under_construction', expected_date: null },
    ])
    assert.deepEqual(props.nearby_landmarks, [
      { name: 'Miyapur Metro Station', kind: 'transit', distance: 1.2, distance_unit: 'km' },
    ])
    const list = await client.get(urlFor('ventures.index')).withInertia()
    const card = list.body().props.ventures.find((v: any) => v.id === venture.id)
    assert.equal(card.image, cover)
  })

  test('uploads a venture uses are never pruned; one its edit drops is, a day later', async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const [photo, plan, dropped] = [
      await uploadPng(client, token),
      await uploadPng(client, token),
      await uploadPng(client, token),
    ]
    const created = await client
      .post(urlFor('api.ventures.store'))
      .bearerToken(token)
      .json(ventureForm({ images: [photo, dropped], master_plan_images: [plan] }))
    created.assertStatus(201)
    for (const url of [photo, plan, dropped]) await age(url, 48)
    await runPrune()
    for (const url of [photo, plan, dropped]) assert.isTrue(onDisk(url), url)

    const edited = await client
      .put(urlFor('api.ventures.update', { id: created.body().id }))
      .bearerToken(token)
      .json(ventureForm({ images: [photo], master_plan_images: [plan] }))
    edited.assertStatus(200)
    assert.deepEqual(edited.body().images, [photo])
    await age(dropped, 25)
    await runPrune()
    assert.isFalse(onDisk(dropped))
    assert.isTrue(onDisk(photo))
    assert.isTrue(onDisk(plan))
  })
})
