import { test } from '@japa/runner'
import { AUTH_LIMITS } from '#start/limiter'
import { UserFactory } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'

test.group('Rate limits on login and registration', (group) => {
  isolated(group)

  test('per email: the attempt after the limit gets 429 with a clear message', async ({ client, assert }) => {
    const user = await UserFactory.create()
    for (let i = 0; i < AUTH_LIMITS.perEmail.requests; i++) {
      const attempt = await client.post('/api/auth/login').header('x-forwarded-for', `10.0.0.${i + 1}`).json({ email: user.email, password: 'wrong1234' })
      attempt.assertStatus(401)
    }
    const blocked = await client.post('/api/auth/login').header('x-forwarded-for', '10.0.1.1').json({ email: user.email, password: 'wrong1234' })
    blocked.assertStatus(429)
    assert.match(blocked.body().detail, /^Too many attempts\. Please try again in \d+ seconds?\.$/)
    assert.exists(blocked.header('retry-after'))

    const otherEmail = await client.post('/api/auth/login').header('x-forwarded-for', '10.0.1.1').json({ email: 'someone@example.com', password: 'wrong1234' })
    otherEmail.assertStatus(401)
  })

  test('per IP: many emails from one address are stopped too, registration included', async ({ client }) => {
    for (let i = 0; i < AUTH_LIMITS.perIp.requests; i++) {
      await client.post('/api/auth/login').header('x-forwarded-for', '10.9.9.9').json({ email: `user${i}@example.com`, password: 'wrong1234' })
    }
    const blocked = await client.post('/api/auth/register').header('x-forwarded-for', '10.9.9.9').json({ email: 'new@example.com' })
    blocked.assertStatus(429)

    const otherIp = await client.post('/api/auth/login').header('x-forwarded-for', '10.9.9.10').json({ email: 'fresh@example.com', password: 'wrong1234' })
    otherIp.assertStatus(401)
  })

  test('the browser form gets the message as a form error', async ({ client, assert }) => {
    for (let i = 0; i < AUTH_LIMITS.perEmail.requests; i++) {
      await client.post('/login').withCsrfToken().withPlainCookie('locale', 'en').withInertia().form({ email: 'target@example.com', password: 'wrong1234' }).redirects(0)
    }
    const blocked = await client.post('/login').withCsrfToken().withPlainCookie('locale', 'en').withInertia().form({ email: 'target@example.com', password: 'wrong1234' }).redirects(0)
    blocked.assertStatus(302)
    const [message] = (blocked.flashMessages().inputErrorsBag as Record<string, string[]>).throttle
    assert.match(message, /^Too many attempts\. Please try again in \d+ seconds?\.$/)
  })
})
