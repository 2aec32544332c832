import { createHash } from 'node:crypto'
import limiter from '@adonisjs/limiter/services/main'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { RATE_LIMITS, type RateLimit } from '#config/limiter'
import { DomainError } from '#exceptions/domain_error'

type Counter = { limit: RateLimit; key: string; resetOnSuccess: boolean }

/**
 * A wrong e-mail or password, the same answer whether or not the e-mail
 * exists: 401 'Invalid email or password' on /api, the sign-in form's
 * `credentials` error on a page.
 */
export class InvalidCredentialsError extends DomainError {
  static status = 401
  static code = 'E_INVALID_CREDENTIALS'

  constructor() {
    super('auth.invalid_credentials', { field: 'credentials' })
  }
}

/**
 * Slows password guessing without letting a stranger lock anyone out.
 * Only wrong passwords count, in three counters: per (e-mail, IP), per IP,
 * and per e-mail from anywhere (a much larger budget). So a stranger's
 * failures from their own address block only that address, and the owner's
 * correct password from their own address still signs in.
 *
 * A success clears the (e-mail, IP) counter only: clearing the per-IP one
 * would let a guesser reset it by signing in to an account of their own.
 */
export default class LoginGuard {
  #counters: Counter[]

  constructor(email: string, ip: string) {
    // Hashed: an e-mail may be 254 characters, the store's key column holds 255 with the IP and prefix.
    const account = createHash('sha256')
      .update(email.trim().toLowerCase())
      .digest('hex')
      .slice(0, 32)
    this.#counters = [
      {
        limit: RATE_LIMITS.loginFailuresPerEmailAndIp,
        key: `login_fail_email_ip_${account}_${ip}`,
        resetOnSuccess: true,
      },
      { limit: RATE_LIMITS.loginFailuresPerIp, key: `login_fail_ip_${ip}`, resetOnSuccess: false },
      {
        limit: RATE_LIMITS.loginFailuresPerEmail,
        key: `login_fail_email_${account}`,
        resetOnSuccess: false,
      },
    ]
  }

  /**
   * Runs `verify` (which throws E_INVALID_CREDENTIALS on a wrong password,
   * answered as InvalidCredentialsError) unless a counter is spent; throws
   * E_TOO_MANY_REQUESTS then, without checking the password, so a spent
   * budget reveals nothing.
   *
   * Every budget is spent *before* the password is checked (one atomic
   * consume per counter): checking first and counting after would let
   * parallel guesses all pass the check while the counters still read low.
   * What was taken is given back when the answer is not a wrong password:
   * a success deletes the (e-mail, IP) counter and returns the attempt to
   * the others (only wrong passwords count; a success never clears them),
   * and a refusal or any other error returns what this attempt took.
   */
  async attempt<T>(verify: () => Promise<T>): Promise<T> {
    const taken: Counter[] = []
    for (const counter of this.#counters) {
      try {
        await this.#limiter(counter).consume(counter.key)
        taken.push(counter)
      } catch (error) {
        // A refused consume still counted: return it with the ones before it.
        if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) taken.push(counter)
        await this.#giveBack(taken)
        throw error
      }
    }
    let result: T
    try {
      result = await verify()
    } catch (error) {
      if (error instanceof authErrors.E_INVALID_CREDENTIALS) throw new InvalidCredentialsError()
      await this.#giveBack(taken)
      throw error
    }
    for (const counter of this.#counters.filter((c) => c.resetOnSuccess))
      await this.#limiter(counter).delete(counter.key)
    await this.#giveBack(this.#counters.filter((c) => !c.resetOnSuccess))
    return result
  }

  async #giveBack(counters: Counter[]) {
    for (const counter of counters) await this.#limiter(counter).decrement(counter.key)
  }

  #limiter({ limit }: Counter) {
    return limiter.use({ requests: limit.requests, duration: limit.window })
  }
}
