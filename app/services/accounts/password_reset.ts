import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import { FieldError } from '#exceptions/field_error'
import { RATE_LIMITS } from '#config/limiter'
import { locking } from '#services/db/locking'
import { sqlTime } from '#services/db/sql_time'
import { affected } from '#services/db/affected'
import SessionRevocation from '#services/accounts/session_revocation'
import PasswordResetMail from '#mails/password_reset_mail'

/** How long a reset link opens the form: one hour. */
export const RESET_TOKEN_TTL_MINUTES = 60

function hashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Tokens are 43 base64url characters (32 random bytes); anything else is not worth a query. */
function wellFormed(token: string): boolean {
  return token.length === 43 && /^[\w-]+$/.test(token)
}

/**
 * "Forgot password?" (issue 24), for the sign-in dialog and /api alike.
 *
 * `request` answers the same whether or not the e-mail has an account: it
 * spends the e-mail's budget either way, and the mail is queued (sent after
 * the answer), so neither the answer nor its timing tells. `reset` uses a
 * token once: it sets the password, marks the token used, drops the
 * account's other tokens and ends every web session and /api token.
 */
export default class PasswordReset {
  /** The reset page's link for a token, on `baseUrl` (the site the request came to). */
  static link(baseUrl: string, token: string): string {
    return `${baseUrl.replace(/\/+$/, '')}/reset-password/${token}`
  }

  async request(email: string, options: { baseUrl: string; locale: string }): Promise<void> {
    await this.#spendEmailBudget(email)
    const user = await User.query().where('email', email).whereNull('deleted_at').first()
    if (!user) return
    const token = randomBytes(32).toString('base64url')
    await db.transaction(async (trx) => {
      await trx
        .from('password_reset_tokens')
        .where('user_id', user.id)
        .whereNull('used_at')
        .delete()
      await trx.table('password_reset_tokens').insert({
        user_id: user.id,
        token_hash: hashOf(token),
        expires_at: sqlTime(DateTime.now().plus({ minutes: RESET_TOKEN_TTL_MINUTES })),
        created_at: sqlTime(),
      })
    })
    await mail.sendLater(
      new PasswordResetMail(
        user,
        PasswordReset.link(options.baseUrl, token),
        RESET_TOKEN_TTL_MINUTES,
        user.locale ?? options.locale
      )
    )
  }

  /** Whether a token would open the form now (the page says so before anyone types). */
  async isUsable(token: string): Promise<boolean> {
    if (!wellFormed(token)) return false
    const row = await db
      .from('password_reset_tokens')
      .where('token_hash', hashOf(token))
      .whereNull('used_at')
      .where('expires_at', '>', sqlTime())
      .first()
    return Boolean(row)
  }

  async reset(token: string, password: string): Promise<User> {
    if (!wellFormed(token)) throw this.#invalid()
    return db.transaction(async (trx) => {
      const row = await trx
        .from('password_reset_tokens')
        .where('token_hash', hashOf(token))
        .select('id', 'user_id')
        .first()
      if (!row) throw this.#invalid()
      // Lock order: the user's row first, then the token's.
      const user = await locking(
        trx,
        User.query({ client: trx }).where('id', row.user_id).whereNull('deleted_at')
      ).first()
      if (!user) throw this.#invalid()
      const used = await trx
        .from('password_reset_tokens')
        .where('id', row.id)
        .whereNull('used_at')
        .where('expires_at', '>', sqlTime())
        .update({ used_at: sqlTime() })
      if (affected(used) !== 1) throw this.#invalid()
      await trx
        .from('password_reset_tokens')
        .where('user_id', user.id)
        .whereNull('used_at')
        .delete()
      user.useTransaction(trx)
      user.password = password // hashed (argon2id) by the model's AuthFinder on save
      await user.save()
      await new SessionRevocation().endAll(user, { client: trx })
      return user
    })
  }

  #invalid() {
    return new FieldError('token', 'auth.reset_link_invalid', 'invalid')
  }

  /** Per e-mail, whether or not it has an account (RATE_LIMITS.passwordResetRequestsPerEmail). */
  async #spendEmailBudget(email: string) {
    const { requests, window } = RATE_LIMITS.passwordResetRequestsPerEmail
    const key = `reset_email_${createHash('sha256').update(email).digest('hex').slice(0, 32)}`
    await limiter.use({ requests, duration: window }).consume(key)
  }
}
