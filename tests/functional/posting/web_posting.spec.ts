import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import Property from '#models/property'
import User from '#models/user'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { ownerWithCredits, validForm, withLocationTree } from './helpers.js'
import { expectStatus } from '#tests/helpers/http'
import { pageForm } from '#tests/helpers/page_forms'

test.group('Add Property and My Listings (web)', (group) => {
  isolated(group)
  withLocationTree(group)

  test('the form page gets the credits and the location tree of the country', async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(3)
    const response = await client
      .get(urlFor('add_property'))
      .withInertia()
      .withPlainCookie('locale', 'en')
      .loginAs(user)
    response.assertStatus(200)
    assert.equal(response.inertiaComponent, 'listings/form')
    assert.equal(response.inertiaProps.credits, 3)
    assert.isNull(response.inertiaProps.listing)
    assert.includeMembers(Object.keys(response.inertiaProps.locationTree), [
      'Telangana',
      'Karnataka',
    ])
  })

  test('publishing goes to /properties with a toast; the listing is live', async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(1)
    const response = await pageForm(client, 'post', urlFor('properties.store'), user).json(
      validForm()
    )
    response.assertStatus(302)
    response.assertHeader('location', urlFor('properties.index'))
    response.assertFlashMessage('success', 'Your property is live for 30 days.')
    const property = await Property.query().where('owner_id', user.id).firstOrFail()
    assert.equal(property.listingState, 'active')
    const storedUser = await User.findOrFail(user.id)
    assert.equal(storedUser.credits, 0)
  })

  test('without credits the form gets a "credits" error (and the toast) and nothing is written', async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(0)
    const response = await pageForm(client, 'post', urlFor('properties.store'), user).json(
      validForm()
    )
    response.assertStatus(302)
    assert.deepEqual(
      (response.flashMessages().inputErrorsBag as Record<string, string[]>).credits,
      ['Insufficient credits! Please purchase more credits.']
    )
    response.assertFlashMessage('error', 'Insufficient credits! Please purchase more credits.')
    assert.lengthOf(await Property.query().where('owner_id', user.id), 0)
  })

  test('a draft goes to My Listings, which lists only the owner’s listings', async ({
    client,
    assert,
  }) => {
    const { user } = await ownerWithCredits(0)
    const saved = await pageForm(client, 'post', urlFor('properties.store'), user).json(
      validForm({ draft: true })
    )
    saved.assertHeader('location', urlFor('my_listings'))
    await PropertyFactory.with('owner').create()
    const page = await client
      .get(urlFor('my_listings'))
      .withInertia()
      .withPlainCookie('locale', 'en')
      .loginAs(user)
    page.assertStatus(200)
    const listings = page.inertiaProps.listings as any[]
    assert.lengthOf(listings, 1)
    assert.equal(listings[0].listing_state, 'draft')
  })

  test("another user's edit page, update, status change and delete are refused", async ({
    client,
    assert,
  }) => {
    const { user: owner } = await ownerWithCredits(0)
    const { user: other } = await ownerWithCredits(0)
    const property = await PropertyFactory.merge({ ownerId: owner.id }).create()
    const edit = await client
      .get(urlFor('properties.edit', { id: property.id }))
      .withInertia()
      .withPlainCookie('locale', 'en')
      .loginAs(other)
    edit.assertStatus(403)
    edit.assertInertiaComponent('errors/access_denied')
    const update = await pageForm(
      client,
      'put',
      urlFor('properties.update', { id: property.id }),
      other
    ).json(validForm())
    const status = await pageForm(
      client,
      'patch',
      urlFor('properties.status', { id: property.id }),
      other
    ).json({ status: 'sold' })
    const remove = await pageForm(
      client,
      'delete',
      urlFor('properties.destroy', { id: property.id }),
      other
    )
    for (const response of [update, status, remove]) assert.equal(response.status(), 403)
    const after = await Property.findOrFail(property.id)
    assert.equal(after.title, property.title)
    assert.equal(after.status, property.status)
    assert.isNull(after.deletedAt)
  })

  test('the owner marks a listing sold, then deletes it', async ({ client, assert }) => {
    const { user } = await ownerWithCredits(0)
    const property = await PropertyFactory.merge({ ownerId: user.id }).create()
    const sold = await pageForm(
      client,
      'patch',
      urlFor('properties.status', { id: property.id }),
      user
    ).json({ status: 'sold' })
    sold.assertFlashMessage('success', 'Marked as Sold')
    const storedProperty = await Property.findOrFail(property.id)
    assert.equal(storedProperty.status, 'sold')
    const removed = await pageForm(
      client,
      'delete',
      urlFor('properties.destroy', { id: property.id }),
      user
    )
    removed.assertHeader('location', urlFor('my_listings'))
    const freshProperty = await Property.findOrFail(property.id)
    assert.isNotNull(freshProperty.deletedAt)
    // It was public: gone (410), not unknown (docs/seo.md).
    await expectStatus(
      client
        .get(urlFor('properties.show', { id: property.id }))
        .withInertia()
        .withPlainCookie('locale', 'en'),
      410
    )
  })
})
