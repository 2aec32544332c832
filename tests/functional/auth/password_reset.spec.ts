import { test } from '@japa/runner'
import { urlFor } from '@adonisjs/core/services/url_builder'
import type { ApiClient } from '@japa/api-client'
import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import env from '#start/env'
import type PasswordResetMail from '#mails/password_reset_mail'
import { UserFactory, PASSWORD } from '#database/factories/user_factory'
import { isolated } from '#tests/helpers/db'
import { emptyMailFolder, mailFilesIn } from '#tests/helpers/mail_files'
import { RATE_LIMITS } from '#config/limiter'
import { expectStatus } from '#tests/helpers/http'
import { apiToken as tokenOf, formPost, signInForm } from '#tests/helpers/auth'

const NEW_PASSWORD = 'Charminar-1591'
const SENT =
  'If an account uses that e-mail, we have sent it a link to reset the password. The link works for one hour.'

/** Asks for a reset link through /api with the mailer faked; returns the link's token, if a mail went out. */
async function askForLink(client: ApiClient, email: string) {
  const { mails } = mail.fake()
  try {
    const response = await client
      .post(urlFor('api.auth.forgot_password'))
      .header('accept-language', 'en')
      .json({ email })
    response.assertStatus(202)
    response.assertBody({ detail: SENT })
    const queued = mails.queued() as PasswordResetMail[]
    return queued.length ? queued[0].link.split('/reset-password/')[1] : null
  } finally {
    mail.restore()
  }
}

test.group('Password reset through /api (issue 24)', (group) => {
  isolated(group)

  test('the answer is the same whether or not the account exists; only an account gets a mail, its token stored hashed', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const token = await askForLink(client, user.email)
    assert.isString(token)
    assert.isNull(await askForLink(client, 'nobody-here@example.com'))

    const rows = await db.from('password_reset_tokens').where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.equal(rows[0].token_hash, createHash('sha256').update(token!).digest('hex'))
    assert.notInclude(JSON.stringify(rows), token!)
  })

  test('the mail carries a link on our own origin, never a Host header that is not ours, in the account language', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ locale: 'hi' }).create()
    const { mails } = mail.fake()
    try {
      // A host that reaches this server but is not one of its names (APP_URL, the country domains).
      await expectStatus(
        client
          .post(urlFor('api.auth.forgot_password'))
          .header('host', `127.0.0.1:${env.get('PORT')}`)
          .json({ email: user.email }),
        202
      )
      const [queued] = mails.queued() as PasswordResetMail[]
      assert.match(queued.link, /^http:\/\/localhost:\d+\/reset-password\/[\w-]{43}$/)
      queued.build()
      assert.equal(queued.message.toJSON().message.subject, 'अपना DreamHomes पासवर्ड रीसेट करें')
      assert.include(String(queued.message.toJSON().message.text), queued.link)
    } finally {
      mail.restore()
    }
  })

  test('a reset sets the password, works once, and ends every session and token', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const apiToken = await tokenOf(user)
    const login = await signInForm(client, user)
    const laptop = login.session()
    const token = (await askForLink(client, user.email))!

    const response = await client
      .post(urlFor('api.auth.reset_password'))
      .header('accept-language', 'en')
      .json({ token, password: NEW_PASSWORD })
    response.assertStatus(200)
    response.assertBody({
      detail: 'Your password has been changed. Sign in with your new password.',
    })

    await expectStatus(
      client.post(urlFor('api.auth.login')).json({ email: user.email, password: NEW_PASSWORD }),
      200
    )
    await expectStatus(
      client.post(urlFor('api.auth.login')).json({ email: user.email, password: PASSWORD }),
      401
    )
    await expectStatus(client.get(urlFor('api.auth.me')).bearerToken(apiToken), 401)
    const page = await client.get(urlFor('favorites')).withInertia().withSession(laptop)
    assert.isNull(page.inertiaProps.user ?? null)

    const again = await client
      .post(urlFor('api.auth.reset_password'))
      .header('accept-language', 'en')
      .json({ token, password: 'Golconda-1518' })
    again.assertStatus(422)
    assert.equal(
      again.body().detail,
      'This reset link is invalid, already used or expired. Ask for a new one.'
    )
  })

  test('an expired or unknown token is refused and changes nothing', async ({ client }) => {
    const user = await UserFactory.create()
    const token = (await askForLink(client, user.email))!
    await db
      .from('password_reset_tokens')
      .where('user_id', user.id)
      .update({ expires_at: '2020-01-01 00:00:00' })

    for (const candidate of [token, 'x'.repeat(43), 'short']) {
      await expectStatus(
        client
          .post(urlFor('api.auth.reset_password'))
          .json({ token: candidate, password: NEW_PASSWORD }),
        422
      )
    }
    await expectStatus(
      client.post(urlFor('api.auth.login')).json({ email: user.email, password: PASSWORD }),
      200
    )
  })

  test('short and common passwords are refused, and the link still works afterwards', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const token = (await askForLink(client, user.email))!
    const cases = [
      ['abc1234', 'Password must be at least 8 characters long'],
      ['Password123', 'This password is too common. Choose one that is harder to guess.'],
      ['qwerty123', 'This password is too common. Choose one that is harder to guess.'],
      ['onlyletters', 'Password must contain at least one letter and one number'],
    ]
    for (const [password, message] of cases) {
      const response = await client
        .post(urlFor('api.auth.reset_password'))
        .header('accept-language', 'en')
        .json({ token, password })
      response.assertStatus(422)
      assert.equal(response.body().errors[0].message, message)
    }
    await expectStatus(
      client.post(urlFor('api.auth.reset_password')).json({ token, password: NEW_PASSWORD }),
      200
    )
  })

  test('asking is limited per e-mail (known or not) and per IP', async ({ client }) => {
    const { mails } = mail.fake()
    try {
      const perEmail = RATE_LIMITS.passwordResetRequestsPerEmail.requests
      for (let i = 0; i < perEmail; i++) {
        await expectStatus(
          client.post(urlFor('api.auth.forgot_password')).json({ email: 'someone@example.com' }),
          202
        )
      }
      await expectStatus(
        client.post(urlFor('api.auth.forgot_password')).json({ email: 'someone@example.com' }),
        429
      )

      const perIp = RATE_LIMITS.passwordResetRequestsPerIp.requests
      for (let i = perEmail + 1; i < perIp; i++) {
        await expectStatus(
          client.post(urlFor('api.auth.forgot_password')).json({ email: `person${i}@example.com` }),
          202
        )
      }
      await expectStatus(
        client.post(urlFor('api.auth.forgot_password')).json({ email: 'another@example.com' }),
        429
      )
      mails.assertNoneQueued()
    } finally {
      mail.restore()
    }
  })
})

test.group('Password reset in the browser (issue 24)', (group) => {
  isolated(group)

  test('"Forgot password?" answers with the same toast for any e-mail', async ({ client }) => {
    const user = await UserFactory.create()
    mail.fake()
    try {
      for (const email of [user.email, 'nobody-here@example.com']) {
        const response = await formPost(client, urlFor('password_reset.store'))
          .header('referer', '/')
          .form({ email })
          .redirects(0)
        response.assertStatus(302)
        response.assertFlashMessage('success', SENT)
      }
    } finally {
      mail.restore()
    }
  })

  test('the link opens the form; a used or unknown link says so; the form sets the password', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const token = (await askForLink(client, user.email))!

    const page = await client.get(urlFor('password_reset.show', { token })).withInertia()
    page.assertInertiaComponent('auth/reset_password')
    page.assertInertiaPropsContains({ token, usable: true })
    page.assertHeader('referrer-policy', 'no-referrer')
    const reply = await client
      .get(urlFor('password_reset.show', { token: 'not-a-token' }))
      .withInertia()
    reply.assertInertiaPropsContains({
      usable: false,
    })

    const response = await formPost(client, urlFor('password_reset.update'))
      .form({ token, password: NEW_PASSWORD })
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', urlFor('home'))
    response.assertFlashMessage(
      'success',
      'Your password has been changed. Sign in with your new password.'
    )
    const answer = await client.get(urlFor('password_reset.show', { token })).withInertia()
    answer.assertInertiaPropsContains({
      usable: false,
    })
    const robots = await client.get(urlFor('robots'))
    assert.include(robots.text(), 'Disallow: /reset-password/')
    const storedUser = await User.findOrFail(user.id)
    assert.isTrue(await storedUser.verifyPassword(NEW_PASSWORD))
  })
})

test.group('Password reset mail without an SMTP server (issue 24)', (group) => {
  isolated(group)

  test('the message is written to a file under MAIL_FILE_DIR, with the link', async ({
    client,
    assert,
  }) => {
    const directory = await emptyMailFolder()
    const user = await UserFactory.create()
    await expectStatus(
      client.post(urlFor('api.auth.forgot_password')).json({ email: user.email }),
      202
    )

    const messages = await mailFilesIn(directory)
    assert.lengthOf(messages, 1)
    // Quoted-printable, as an SMTP server would get it: soft line breaks end in '=' (joined by mailFilesIn).
    const [message] = messages
    assert.include(message, `To: ${user.email}`)
    assert.match(message, /\/reset-password\/[\w-]{43}/)
  })
})
