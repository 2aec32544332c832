import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'
import { PUBLIC_PAGES } from '#services/seo/sitemap_files'

/** Role gating of 000 §6 and 001 §6, enforced by the server. */
test.group('Role gating of screens', (group) => {
  isolated(group)

  test('{path} is open to everyone')
    .with(() => PUBLIC_PAGES.map((name) => ({ path: urlFor(name) })))
    .run(async ({ client }, { path }) => {
      await expectStatus(client.get(path).withInertia(), 200)
    })

  test('signed out, {path} asks to log in with "{message}"')
    .with(() => [
      { path: urlFor('favorites'), message: 'pages.gate.favorites_login' },
      { path: urlFor('credits'), message: 'pages.gate.credits_login' },
      { path: urlFor('add_property'), message: 'pages.gate.add_property_login' },
      { path: urlFor('my_listings'), message: 'pages.gate.my_listings_login' },
      { path: urlFor('create_venture'), message: 'pages.gate.venture_login' },
      { path: urlFor('dashboard'), message: 'pages.gate.generic_login' },
      { path: urlFor('admin'), message: 'pages.gate.generic_login' },
    ])
    .run(async ({ client }, { path, message }) => {
      const response = await client.get(path).withInertia()
      response.assertStatus(401)
      response.assertInertiaComponent('errors/access_denied')
      response.assertInertiaPropsContains({
        reason: 'login',
        title: 'pages.gate.login_title',
        message,
      })
    })

  test('signed out, {path} redirects home')
    .with(() => [{ path: urlFor('bulk_upload') }, { path: urlFor('venture_management') }])
    .run(async ({ client }, { path }) => {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', urlFor('home'))
    })

  test('a customer gets the screens of signed-in users and their own leads dashboard, not admin', async ({
    client,
  }) => {
    const customer = await UserFactory.create()
    const addProperty = await client.get(urlFor('add_property')).withInertia().loginAs(customer)
    addProperty.assertInertiaComponent('listings/form')
    const myListings = await client.get(urlFor('my_listings')).withInertia().loginAs(customer)
    myListings.assertInertiaComponent('listings/mine')
    const bulkUpload = await client.get(urlFor('bulk_upload')).withInertia().loginAs(customer)
    bulkUpload.assertInertiaComponent('bulk_upload/index')
    const ventureManagement = await client
      .get(urlFor('venture_management'))
      .withInertia()
      .loginAs(customer)
    ventureManagement.assertInertiaComponent('ventures/mine')
    const createVenture = await client.get(urlFor('create_venture')).withInertia().loginAs(customer)
    createVenture.assertInertiaComponent('ventures/create')
    const credits = await client.get(urlFor('credits')).withInertia().loginAs(customer)
    credits.assertInertiaComponent('credits/index')
    const favorites = await client.get(urlFor('favorites')).withInertia().loginAs(customer)
    favorites.assertInertiaComponent('favorites/index')
    // Every account works the leads of its own listings (issue 27).
    const dashboard = await client.get(urlFor('dashboard')).withInertia().loginAs(customer)
    dashboard.assertStatus(200)
    dashboard.assertInertiaComponent('dashboard/index')

    const admin = await client.get(urlFor('admin')).withInertia().loginAs(customer)
    admin.assertStatus(403)
    admin.assertInertiaPropsContains({
      title: 'pages.gate.admin_denied_title',
      message: 'pages.gate.admin_denied',
    })
  })

  test('{role} gets the dashboard but not the admin panel')
    .with([{ role: 'agent' as const }, { role: 'partner' as const }])
    .run(async ({ client }, { role }) => {
      const user = await UserFactory.apply(role).create()
      await expectStatus(client.get(urlFor('dashboard')).withInertia().loginAs(user), 200)
      await expectStatus(client.get(urlFor('admin')).withInertia().loginAs(user), 403)
    })

  test('an admin gets the dashboard and the admin panel', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    await expectStatus(client.get(urlFor('dashboard')).withInertia().loginAs(admin), 200)
    const panel = await client.get(urlFor('admin')).withInertia().loginAs(admin)
    panel.assertStatus(200)
    panel.assertInertiaComponent('admin/index')
    panel.assertInertiaPropsContains({ tab: 'overview', meId: admin.id })
  })

  test('the shell gets the signed-in user with role and credits, never the password', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').merge({ credits: 7 }).create()
    const response = await client.get(urlFor('home')).withInertia().loginAs(admin)
    response.assertInertiaPropsContains({ user: { role: 'admin', credits: 7, email: admin.email } })
    assert.notProperty(response.inertiaProps.user, 'password')
  })
})
