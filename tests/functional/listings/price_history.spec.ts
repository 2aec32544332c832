import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { urlFor } from '@adonisjs/core/services/url_builder'
import db from '@adonisjs/lucid/services/db'
import Property from '#models/property'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { pageForm } from '#tests/helpers/page_forms'
import { finishImports, importFile, unitRow, workbook } from '#tests/helpers/bulk'
import { ownerWithCredits, validForm, withLocationTree } from '#tests/functional/posting/helpers'
import { builderApi, unitForm } from '#tests/helpers/ventures'

/** The listing's recorded changes, oldest first, as [from, to]. */
async function changesOf(propertyId: number): Promise<[number, number][]> {
  const rows = await db
    .from('listing_price_changes')
    .where('property_id', propertyId)
    .orderBy('id')
    .select('old_price', 'new_price')
  return rows.map((row) => [Number(row.old_price), Number(row.new_price)])
}

test.group('Price history (issue 31): every change of a price is recorded', (group) => {
  isolated(group)
  withLocationTree(group)

  test('an edit on the page records the cut, the detail page shows it and the listing counts as reduced', async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(0)
    const property = await PropertyFactory.merge({ ownerId: user.id, price: 8_500_000 }).create()
    const response = await pageForm(
      client,
      'put',
      urlFor('properties.update', { id: property.id }),
      user
    ).json(validForm({ price: 8_000_000 }))
    assert.equal(response.status(), 302)
    assert.deepEqual(await changesOf(property.id), [[8_500_000, 8_000_000]])
    const stored = await Property.findOrFail(property.id)
    assert.equal(stored.price, 8_000_000)
    assert.isNotNull(stored.priceReducedAt)

    const page = await client.get(urlFor('properties.show', { id: property.id })).withInertia()
    const [change] = page.inertiaProps.property.price_history
    assert.deepInclude(change, { old_price: 8_500_000, new_price: 8_000_000 })
    assert.isString(change.changed_at)
  })

  test('an edit that leaves the price as it was records nothing', async ({ client, assert }) => {
    const { user } = await ownerWithCredits(0)
    const property = await PropertyFactory.merge({ ownerId: user.id, price: 8_500_000 }).create()
    const response = await pageForm(
      client,
      'put',
      urlFor('properties.update', { id: property.id }),
      user
    ).json(validForm({ price: 8_500_000, title: 'A new title for the same flat' }))
    assert.equal(response.status(), 302)
    const stored = await Property.findOrFail(property.id)
    assert.equal(stored.title, 'A new title for the same flat')
    assert.deepEqual(await changesOf(property.id), [])
    assert.isNull(stored.priceReducedAt)
  })

  test('PUT and PATCH through /api record theirs; GET /api/properties/{id} lists them newest first', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const property = await PropertyFactory.merge({ ownerId: user.id, price: 8_500_000 }).create()
    const raised = await client
      .put(urlFor('api.properties.update', { id: property.id }))
      .bearerToken(token)
      .json(validForm({ price: 9_000_000 }))
    raised.assertStatus(200)
    // A raise is no reduction: no badge.
    const afterRaise = await Property.findOrFail(property.id)
    assert.isNull(afterRaise.priceReducedAt)
    const cut = await client
      .patch(urlFor('api.properties.patch', { id: property.id }))
      .bearerToken(token)
      .json({ price: 8_200_000 })
    cut.assertStatus(200)
    assert.deepEqual(await changesOf(property.id), [
      [8_500_000, 9_000_000],
      [9_000_000, 8_200_000],
    ])
    const afterCut = await Property.findOrFail(property.id)
    assert.isNotNull(afterCut.priceReducedAt)

    const detail = await client.get(urlFor('api.properties.show', { id: property.id }))
    detail.assertStatus(200)
    assert.deepEqual(
      detail
        .body()
        .price_history.map((c: { old_price: number; new_price: number }) => [
          c.old_price,
          c.new_price,
        ]),
      [
        [9_000_000, 8_200_000],
        [8_500_000, 9_000_000],
      ]
    )
  })

  test("a builder's unit edit through /api records the unit's new price", async ({
    client,
    assert,
  }) => {
    const { token } = await ownerWithCredits(0)
    const api = builderApi(client, token)
    const created = await api.createVenture()
    const venture = created.body()
    const towerReply = await api.addTower(venture.id, {
      name: 'Tower A',
      floors: 2,
      units_per_floor: 2,
    })
    const tower = towerReply.body()
    const unitReply = await api.addUnit(venture.id, unitForm({ tower_id: tower.id }))
    const unit = unitReply.body()
    const edit = await client
      .put(urlFor('api.ventures.units.update', { id: venture.id, unitId: unit.id }))
      .bearerToken(token)
      .json(unitForm({ tower_id: tower.id, price: 6_100_000 }))
    edit.assertStatus(200)
    assert.deepEqual(await changesOf(unit.id), [[6_500_000, 6_100_000]])
  })

  test('a listing never repriced has an empty history in /api', async ({ client, assert }) => {
    const property = await PropertyFactory.with('owner').create()
    const detail = await client.get(urlFor('api.properties.show', { id: property.id }))
    assert.deepEqual(detail.body().price_history, [])
  })
})

test.group('Price history: bulk upload updates', (group) => {
  isolated(group)
  finishImports(group)
  withLocationTree(group)

  test('a spreadsheet that changes a unit’s price records the change; the same file again records nothing', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(3)
    await importFile(client, token, await workbook([unitRow({ Price: 9_000_000 })]))
    const cheaper = await workbook([unitRow({ Price: 8_600_000 })])
    const changed = await importFile(client, token, cheaper)
    assert.include(changed.body(), { state: 'completed', updated_units: 1 })
    const unit = await Property.query().where('owner_id', user.id).firstOrFail()
    assert.deepEqual(await changesOf(unit.id), [[9_000_000, 8_600_000]])
    assert.isNotNull(unit.priceReducedAt)

    await importFile(client, token, cheaper)
    assert.deepEqual(await changesOf(unit.id), [[9_000_000, 8_600_000]])
  }).disableTimeout()
})

test.group('"Price reduced" on cards', (group) => {
  isolated(group)

  test('a cut within the last 14 days shows it; an older cut and no cut do not', async ({
    client,
    assert,
  }) => {
    const { ownerId: owner } = await PropertyFactory.with('owner').create()
    const recent = await PropertyFactory.merge({
      ownerId: owner,
      title: 'Cut 13 days ago',
      priceReducedAt: DateTime.now().minus({ days: 13 }),
    }).create()
    const old = await PropertyFactory.merge({
      ownerId: owner,
      title: 'Cut 15 days ago',
      priceReducedAt: DateTime.now().minus({ days: 15 }),
    }).create()
    const page = await client.get(urlFor('properties.index')).withInertia()
    const reduced = new Map(
      page.inertiaProps.properties.map((card: { id: number; price_reduced: boolean }) => [
        card.id,
        card.price_reduced,
      ])
    )
    assert.isTrue(reduced.get(recent.id))
    assert.isFalse(reduced.get(old.id))
    assert.equal(reduced.size, 3)
    assert.deepEqual([...reduced.values()].filter(Boolean), [true])
  })
})
