import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { formPost, signInForm } from '#tests/helpers/auth'

/** A complete registration form. */
const ARJUN = {
  name: 'Arjun Rao',
  email: 'arjun@example.in',
  phone: '9000012345',
  password: 'vizag2025',
}

test.group('Browser auth (session guard, Inertia forms)', (group) => {
  isolated(group)

  test('registering signs the user in and flashes the success toast', async ({
    client,
    assert,
  }) => {
    const response = await formPost(client, urlFor('registration.store'))
      .header('referer', '/')
      .form(ARJUN)
      .redirects(0)

    response.assertStatus(302)
    response.assertFlashMessage('success', 'Registration successful!')
    const user = await User.findByOrFail('email', 'arjun@example.in')
    assert.equal(user.role, 'customer')

    const home = await client.get(urlFor('home')).withInertia().withSession(response.session())
    assert.equal(home.inertiaProps.user?.email, 'arjun@example.in')
  })

  test('signing in flashes the success toast and the shell sees the user', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await signInForm(client, user)
    response.assertStatus(302)
    response.assertFlashMessage('success', 'Login successful!')

    const home = await client.get(urlFor('home')).withInertia().loginAs(user)
    home.assertInertiaComponent('home')
    home.assertInertiaPropsContains({
      user: { id: user.id, name: user.name, role: 'customer', credits: 0 },
    })
  })

  test('a wrong password comes back as a form error, the same for unknown emails', async ({
    client,
  }) => {
    const user = await UserFactory.create()
    for (const email of [user.email, 'nobody@example.com']) {
      const response = await formPost(client, urlFor('session.store'))
        .form({ email, password: 'wrong1234' })
        .redirects(0)
      response.assertStatus(302)
      response.assertFlashMessage('inputErrorsBag', { credentials: ['Invalid email or password'] })
    }
  })

  test('validation errors reach the Inertia form with the spec messages', async ({ client }) => {
    const response = await formPost(client, urlFor('registration.store'))
      .form({ name: '', email: 'x', phone: '12', password: 'short' })
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('inputErrorsBag', {
      name: ['Name is required'],
      email: ['Please enter a valid email address'],
      phone: ['Phone number must be 10-13 digits for India'],
      password: ['Password must be at least 6 characters long'],
    })
  })

  test('forms without the CSRF token are refused', async ({ client, assert }) => {
    const response = await client
      .post(urlFor('registration.store'))
      .withInertia()
      .form(ARJUN)
      .redirects(0)
    assert.notEqual(response.status(), 200)
    assert.isNull(await User.findBy('email', 'arjun@example.in'))
  })

  test('signing out ends the session', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await formPost(client, urlFor('session.destroy')).loginAs(user).redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('success', 'You have been signed out.')
  })
})
