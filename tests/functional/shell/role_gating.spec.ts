import { test } from '@japa/runner'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'

/** Role gating of 000 §6 and 001 §6, enforced by the server. */
test.group('Role gating of screens', (group) => {
  isolated(group)

  test('{path} is open to everyone')
    .with(
      [
        '/',
        '/properties',
        '/ventures',
        '/help',
        '/contact-us',
        '/privacy-policy',
        '/terms-of-service',
        '/cookie-policy',
      ].map((path) => ({ path }))
    )
    .run(async ({ client }, { path }) => {
      const response = await client.get(path).withInertia()
      response.assertStatus(200)
    })

  test('signed out, {path} asks to log in with "{message}"')
    .with([
      { path: '/favorites', message: 'pages.gate.favorites_login' },
      { path: '/credits', message: 'pages.gate.credits_login' },
      { path: '/add-property', message: 'pages.gate.add_property_login' },
      { path: '/my-listings', message: 'pages.gate.my_listings_login' },
      { path: '/create-venture', message: 'pages.gate.venture_login' },
      { path: '/dashboard', message: 'pages.gate.generic_login' },
      { path: '/admin', message: 'pages.gate.generic_login' },
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
    .with([{ path: '/bulk-upload' }, { path: '/venture-management' }])
    .run(async ({ client }, { path }) => {
      const response = await client.get(path).redirects(0)
      response.assertStatus(302)
      response.assertHeader('location', '/')
    })

  test('a customer gets the screens of signed-in users but not the dashboard or admin', async ({
    client,
  }) => {
    const customer = await UserFactory.create()
    ;(await client.get('/add-property').withInertia().loginAs(customer)).assertInertiaComponent(
      'listings/form'
    )
    ;(await client.get('/my-listings').withInertia().loginAs(customer)).assertInertiaComponent(
      'listings/mine'
    )
    ;(await client.get('/bulk-upload').withInertia().loginAs(customer)).assertInertiaComponent(
      'bulk_upload/index'
    )
    ;(
      await client.get('/venture-management').withInertia().loginAs(customer)
    ).assertInertiaComponent('ventures/mine')
    ;(await client.get('/create-venture').withInertia().loginAs(customer)).assertInertiaComponent(
      'ventures/create'
    )
    ;(await client.get('/credits').withInertia().loginAs(customer)).assertInertiaComponent(
      'credits/index'
    )
    ;(await client.get('/favorites').withInertia().loginAs(customer)).assertInertiaComponent(
      'favorites/index'
    )
    const dashboard = await client.get('/dashboard').withInertia().loginAs(customer)
    dashboard.assertStatus(403)
    dashboard.assertInertiaPropsContains({
      title: 'pages.gate.dashboard_denied_title',
      message: 'pages.gate.dashboard_denied',
    })

    const admin = await client.get('/admin').withInertia().loginAs(customer)
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
      ;(await client.get('/dashboard').withInertia().loginAs(user)).assertStatus(200)
      ;(await client.get('/admin').withInertia().loginAs(user)).assertStatus(403)
    })

  test('an admin gets the dashboard and the admin panel', async ({ client }) => {
    const admin = await UserFactory.apply('admin').create()
    ;(await client.get('/dashboard').withInertia().loginAs(admin)).assertStatus(200)
    const panel = await client.get('/admin').withInertia().loginAs(admin)
    panel.assertStatus(200)
    panel.assertInertiaComponent('admin/index')
    panel.assertInertiaPropsContains({ tab: 'overview', meId: admin.id })
  })

  test('the shell gets the signed-in user with role and credits, never the password', async ({
    client,
    assert,
  }) => {
    const admin = await UserFactory.apply('admin').merge({ credits: 7 }).create()
    const response = await client.get('/').withInertia().loginAs(admin)
    response.assertInertiaPropsContains({ user: { role: 'admin', credits: 7, email: admin.email } })
    assert.notProperty(response.inertiaProps.user, 'password')
  })
})
