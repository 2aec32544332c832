import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import User from '#models/user'
import { UserFactory, PASSWORD } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'

const valid = {
  name: 'Priya Sharma',
  email: 'Priya.Sharma@Example.com',
  phone: '98765 43210',
  password: 'ghar2024',
}

test.group('API auth: register', (group) => {
  isolated(group)

  test('returns {token, user} and stores a formatted phone and lower-cased email', async ({
    client,
    assert,
  }) => {
    const response = await client.post(urlFor('api.auth.register')).json(valid)
    response.assertStatus(201)
    const body = response.body()
    assert.isString(body.token)
    assert.containSubset(body.user, {
      name: 'Priya Sharma',
      email: 'priya.sharma@example.com',
      phone: '+91 98765 43210',
      role: 'customer',
      credits: 0,
    })
    assert.notProperty(body.user, 'password')

    const user = await User.findByOrFail('email', 'priya.sharma@example.com')
    assert.notEqual(user.password, valid.password)
    assert.match(user.password, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    assert.match(user.agentCode, /^[A-Z2-9]{8}$/)
  })

  test('never accepts a role from the client', async ({ client }) => {
    const response = await client
      .post(urlFor('api.auth.register'))
      .json({ ...valid, role: 'admin' })
    response.assertStatus(201)
    response.assertBodyContains({ user: { role: 'customer' } })
  })

  test('each user gets a unique agent code', async ({ client, assert }) => {
    await client.post(urlFor('api.auth.register')).json(valid)
    await client.post(urlFor('api.auth.register')).json({ ...valid, email: 'other@example.com' })
    const users = await User.all()
    const codes = users.map((u) => u.agentCode)
    assert.lengthOf(new Set(codes), 2)
  })

  test('links the referrer when a valid agent code is given', async ({ client, assert }) => {
    const agent = await UserFactory.apply('agent').create()
    await expectStatus(
      client
        .post(urlFor('api.auth.register'))
        .json({ ...valid, referred_by: agent.agentCode.toLowerCase() }),
      201
    )
    const user = await User.findByOrFail('email', 'priya.sharma@example.com')
    assert.equal(user.referredById, agent.id)
  })

  test('an unknown referral code is a field error and creates nothing', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post(urlFor('api.auth.register'))
      .json({ ...valid, referred_by: 'NOSUCH99' })
    response.assertStatus(422)
    assert.containSubset(response.body().errors, [
      {
        field: 'referred_by',
        message: 'This referral code does not match any agent. Check it, or leave the field empty.',
      },
    ])
    assert.equal(
      response.body().detail,
      'This referral code does not match any agent. Check it, or leave the field empty.'
    )
    assert.lengthOf(await User.all(), 0)
  })

  test('a taken email is refused', async ({ client }) => {
    await UserFactory.merge({ email: 'priya.sharma@example.com' }).create()
    const response = await client.post(urlFor('api.auth.register')).json(valid)
    response.assertStatus(422)
    response.assertBodyContains({
      errors: [{ field: 'email', message: 'An account with this email already exists' }],
    })
  })
})

test.group('API auth: login, me, logout', (group) => {
  isolated(group)

  test('login returns {token, user}', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(urlFor('api.auth.login'))
      .json({ email: user.email.toUpperCase(), password: PASSWORD })
    response.assertStatus(200)
    assert.isString(response.body().token)
    assert.equal(response.body().user.id, user.id)
  })

  test('a wrong password and an unknown email get the same 401 answer', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const wrongPassword = await client
      .post(urlFor('api.auth.login'))
      .json({ email: user.email, password: 'wrong123' })
    const unknownEmail = await client
      .post(urlFor('api.auth.login'))
      .json({ email: 'nobody@example.com', password: 'wrong123' })
    wrongPassword.assertStatus(401)
    unknownEmail.assertStatus(401)
    assert.deepEqual(wrongPassword.body(), { detail: 'Invalid email or password' })
    assert.deepEqual(unknownEmail.body(), wrongPassword.body())
  })

  test('me returns the current user for a Bearer token', async ({ client }) => {
    const user = await UserFactory.create()
    const login = await client
      .post(urlFor('api.auth.login'))
      .json({ email: user.email, password: PASSWORD })
    const me = await client.get(urlFor('api.auth.me')).bearerToken(login.body().token)
    me.assertStatus(200)
    me.assertBodyContains({ id: user.id, email: user.email, role: 'customer', credits: 0 })
  })

  test('me without a token is 401 {detail}', async ({ client }) => {
    const response = await client.get(urlFor('api.auth.me'))
    response.assertStatus(401)
    response.assertBody({ detail: 'Please sign in to continue.' })
  })

  test('logout revokes the token it was called with, and only that one', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .post(urlFor('api.auth.login'))
      .json({ email: user.email, password: PASSWORD })
    const first = response.body().token
    const reply = await client
      .post(urlFor('api.auth.login'))
      .json({ email: user.email, password: PASSWORD })
    const second = reply.body().token

    const logout = await client.post(urlFor('api.auth.logout')).bearerToken(first)
    logout.assertStatus(204)

    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(first), 401)
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(second), 200)
  })
})
