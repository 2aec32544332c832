import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Payment from '#models/payment'
import Property from '#models/property'
import { UserFactory } from '#database/factories/user_factory'
import { PropertyFactory } from '#database/factories/property_factory'
import { isolated } from '#tests/helpers/db'
import { seedPackages } from '#tests/helpers/credits'
import { ownerWithCredits, validForm, withLocationTree } from '../posting/helpers.js'

const NO_CREDITS = 'Insufficient credits! Please purchase more credits.'

async function tokenOf(user: User) {
  const token = await User.accessTokens.create(user)
  return token.value!.release()
}

/**
 * One refusal, one text (issue 25): a use case throws it, the exception
 * handler renders it, so a page (form error and/or toast, then back) and
 * /api (`{detail}` with the status) say the same words.
 */
test.group('Refusals read the same on the page and on /api', (group) => {
  isolated(group)
  withLocationTree(group)

  test('no credits: the Add Property form, My Listings and /api say the words of 001 §8', async ({
    client,
    assert,
  }) => {
    const { user, token } = await ownerWithCredits(0)
    const form = await client
      .post('/properties')
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .withInertia()
      .loginAs(user)
      .json(validForm())
      .redirects(0)
    form.assertStatus(302)
    const formErrors = form.flashMessages().inputErrorsBag as Record<string, string[]>
    assert.deepEqual(formErrors.credits, [NO_CREDITS])
    form.assertFlashMessage('error', NO_CREDITS)

    const api = await client.post('/api/properties').bearerToken(token).json(validForm())
    api.assertStatus(402)
    api.assertBody({ detail: NO_CREDITS })

    const draft = await PropertyFactory.apply('draft').merge({ ownerId: user.id }).create()
    const publish = await client
      .post(`/properties/${draft.id}/publish`)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .withInertia()
      .header('referer', '/my-listings')
      .loginAs(user)
      .redirects(0)
    publish.assertStatus(302)
    publish.assertHeader('location', '/my-listings')
    publish.assertFlashMessage('error', NO_CREDITS)
    const apiPublish = await client.post(`/api/properties/${draft.id}/publish`).bearerToken(token)
    apiPublish.assertStatus(402)
    apiPublish.assertBody({ detail: NO_CREDITS })

    assert.lengthOf(await Property.query().where('owner_id', user.id), 1)
    const stillDraft = await Property.findOrFail(draft.id)
    assert.equal(stillDraft.listingState, 'draft')
  })

  test('a wrong password: the sign-in form and /api say the same', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const form = await client
      .post('/login')
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .withInertia()
      .form({ email: user.email, password: 'wrong1234' })
      .redirects(0)
    form.assertStatus(302)
    const formErrors = form.flashMessages().inputErrorsBag as Record<string, string[]>
    const api = await client
      .post('/api/auth/login')
      .header('accept-language', 'en')
      .json({ email: user.email, password: 'wrong1234' })
    api.assertStatus(401)
    assert.deepEqual(formErrors.credentials, [api.body().detail])
    assert.equal(api.body().detail, 'Invalid email or password')
  })

  test('Buy Now refused: its toast, back on /credits; /api says the same', async ({
    client,
    assert,
  }) => {
    await seedPackages()
    const buyer = await UserFactory.create()
    const page = await client
      .post('/credits/orders')
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .header('referer', '/credits')
      .loginAs(buyer)
      .form({ package_id: 'us_starter' })
      .redirects(0)
    page.assertStatus(302)
    page.assertHeader('location', '/credits')
    page.assertFlashMessage('error', 'This credit package is not available in your country.')
    const api = await client
      .post('/api/payment/create-order')
      .header('accept-language', 'en')
      .bearerToken(await tokenOf(buyer))
      .json({ package_id: 'us_starter', country_code: 'IN' })
    api.assertStatus(422)
    api.assertBody({ detail: 'This credit package is not available in your country.' })
    assert.lengthOf(await Payment.all(), 0)
  })

  test("the admin panel: a refusal is its toast, back on the panel with the tab's query; /api says the same", async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const own = await client
      .delete(`/admin/users/${admin.id}`)
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .withInertia()
      .header('referer', '/admin?tab=users&page=2&q=asha')
      .loginAs(admin)
      .redirects(0)
    own.assertStatus(303)
    own.assertHeader('location', '/admin?tab=users&page=2&q=asha')
    own.assertFlashMessage('error', 'You cannot change or delete your own account here.')
    const apiOwn = await client
      .delete(`/api/admin/users/${admin.id}`)
      .header('accept-language', 'en')
      .bearerToken(await tokenOf(admin))
    apiOwn.assertStatus(422)
    apiOwn.assertBody({ detail: 'You cannot change or delete your own account here.' })
    const adminRow = await db.from('users').where('id', admin.id).first()
    assert.isNull(adminRow.deleted_at)

    // A row that is gone: a toast on the panel (not the not-found page), 404 on /api;
    // with no Referer the panel itself.
    const gone = await client
      .delete('/admin/properties/999999')
      .withCsrfToken()
      .withPlainCookie('locale', 'en')
      .withInertia()
      .loginAs(admin)
      .redirects(0)
    gone.assertStatus(303)
    gone.assertHeader('location', '/admin')
    gone.assertFlashMessage('error', 'That record no longer exists.')
    const apiGone = await client
      .delete('/api/admin/properties/999999')
      .header('accept-language', 'en')
      .bearerToken(await tokenOf(admin))
    apiGone.assertStatus(404)
    apiGone.assertBody({ detail: 'That record no longer exists.' })
  })

  test("an admin's delete of someone else's listing is audited from the page as from /api; the owner's is not", async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').create()
    const owner = await UserFactory.create()
    const [fromPage, fromApi, own] = await PropertyFactory.merge({ ownerId: owner.id }).createMany(
      3
    )
    const page = await client
      .delete(`/properties/${fromPage.id}`)
      .withCsrfToken()
      .withInertia()
      .loginAs(admin)
      .redirects(0)
    page.assertStatus(303)
    page.assertHeader('location', '/my-listings')
    const api = await client
      .delete(`/api/properties/${fromApi.id}`)
      .bearerToken(await tokenOf(admin))
    api.assertStatus(204)
    const rows = await db.from('audit_logs').orderBy('id')
    assert.deepEqual(
      rows.map((row) => [row.action, row.target_id, row.actor_id, row.actor_label]),
      [
        ['property.delete', fromPage.id, admin.id, admin.email],
        ['property.delete', fromApi.id, admin.id, admin.email],
      ]
    )

    const ownDelete = await client
      .delete(`/properties/${own.id}`)
      .withCsrfToken()
      .withInertia()
      .loginAs(owner)
      .redirects(0)
    ownDelete.assertStatus(303)
    const ownDeleted = await Property.findOrFail(own.id)
    assert.isNotNull(ownDeleted.deletedAt)
    assert.lengthOf(await db.from('audit_logs'), 2)
  })
})
