import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import { RATE_LIMITS } from '#config/limiter'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { expectStatus } from '#tests/helpers/http'

const TOO_MANY = /^Too many attempts\. Please try again in \d+ (second|seconds|minute|minutes)?/

test.group('Sign-in: failures are counted per (e-mail, IP), per IP and per e-mail', (group) => {
  isolated(group)

  const login = (client: any, ip: string, email: string, password: string) =>
    client.post(urlFor('api.auth.login')).header('x-forwarded-for', ip).json({ email, password })

  test("a stranger's wrong passwords from their address do not keep the owner from signing in", async ({
    client,
  }) => {
    const user = await UserFactory.merge({ password: 'correct-horse-1' }).create()
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerEmailAndIp.requests; i++) {
      await expectStatus(login(client, '10.0.0.66', user.email, 'wrong1234'), 401)
    }
    await expectStatus(login(client, '10.0.0.66', user.email, 'wrong1234'), 429)
    await expectStatus(login(client, '10.0.0.66', user.email, 'correct-horse-1'), 429)

    await expectStatus(login(client, '10.0.0.7', user.email, 'correct-horse-1'), 200)
    await expectStatus(login(client, '10.0.0.7', user.email, 'wrong1234'), 401)
  })

  test('the next guess after the (e-mail, IP) budget is 429 with detail and Retry-After; a success resets it', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ password: 'correct-horse-1' }).create()
    const budget = RATE_LIMITS.loginFailuresPerEmailAndIp.requests
    for (let i = 0; i < budget - 1; i++) {
      await expectStatus(login(client, '10.0.0.8', user.email, 'wrong1234'), 401)
    }
    await expectStatus(login(client, '10.0.0.8', user.email, 'correct-horse-1'), 200)
    for (let i = 0; i < budget; i++) {
      await expectStatus(login(client, '10.0.0.8', user.email, 'wrong1234'), 401)
    }

    const blocked = await login(client, '10.0.0.8', user.email, 'wrong1234')
    blocked.assertStatus(429)
    assert.match(blocked.body().detail, TOO_MANY)
    assert.isAbove(Number(blocked.header('retry-after')), 0)
  })

  test('parallel guesses cannot outrun the (e-mail, IP) budget: exactly the budget is checked, the rest are 429', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ password: 'correct-horse-1' }).create()
    const budget = RATE_LIMITS.loginFailuresPerEmailAndIp.requests
    const answers = await Promise.all(
      Array.from({ length: budget * 3 }, () => login(client, '10.0.0.9', user.email, 'wrong1234'))
    )
    const statuses = answers.map((answer) => answer.status())
    assert.equal(statuses.filter((status) => status === 401).length, budget, statuses.join(','))
    assert.equal(statuses.filter((status) => status === 429).length, budget * 2, statuses.join(','))
    // The owner, from their own address, still signs in.
    await expectStatus(login(client, '10.0.0.10', user.email, 'correct-horse-1'), 200)
  })

  test('one address guessing across many accounts is stopped after the per-IP budget', async ({
    client,
  }) => {
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerIp.requests; i++) {
      await expectStatus(login(client, '10.9.9.9', `user${i}@example.com`, 'wrong1234'), 401)
    }
    await expectStatus(login(client, '10.9.9.9', 'another@example.com', 'wrong1234'), 429)
    await expectStatus(login(client, '10.9.9.10', 'another@example.com', 'wrong1234'), 401)
  })

  test('many addresses guessing one account are stopped by the slower per-e-mail budget', async ({
    client,
  }) => {
    const email = 'target@example.com'
    const perAddress = RATE_LIMITS.loginFailuresPerEmailAndIp.requests
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerEmail.requests; i++) {
      const response = await login(
        client,
        `10.1.${Math.floor(i / perAddress)}.1`,
        email,
        'wrong1234'
      )
      response.assertStatus(401)
    }
    await expectStatus(login(client, '10.2.0.1', email, 'wrong1234'), 429)
    await expectStatus(login(client, '10.2.0.1', 'other@example.com', 'wrong1234'), 401)
  }).timeout(60_000)

  test('a flood of requests from one IP is refused before any password is checked, registration included', async ({
    client,
  }) => {
    for (let i = 0; i < RATE_LIMITS.signInRequestsPerIp.requests; i++) {
      await client.post(urlFor('api.auth.register')).header('x-forwarded-for', '10.3.3.3').json({})
    }
    await expectStatus(
      client
        .post(urlFor('api.auth.login'))
        .header('x-forwarded-for', '10.3.3.3')
        .json({ email: 'a@example.com', password: 'x' }),
      429
    )
  })

  test('the browser form gets the message as a toast and as the form error', async ({
    client,
    assert,
  }) => {
    const send = () =>
      client
        .post(urlFor('session.store'))
        .withCsrfToken()
        .withPlainCookie('locale', 'en')
        .withInertia()
        .form({ email: 'target@example.com', password: 'wrong1234' })
        .redirects(0)
    for (let i = 0; i < RATE_LIMITS.loginFailuresPerEmailAndIp.requests; i++) await send()
    const blocked = await send()
    blocked.assertStatus(302)
    const [message] = (blocked.flashMessages().inputErrorsBag as Record<string, string[]>).throttle
    assert.match(message, TOO_MANY)
    assert.equal(blocked.flashMessages().error, message)
  })
})
