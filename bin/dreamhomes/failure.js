/**
 * The exit codes of the client (docs/cli.md): every failure ends the run with
 * one of them, a message and one line that says what to do next.
 */
export const EXIT = {
  done: 0,
  refused: 1,
  usage: 2,
  signedOut: 3,
  forbidden: 4,
  unreachable: 5,
}

/** A failure the client reports: `message`, then `hint` (what to do next), exit with `exitCode`. */
export class CliFailure extends Error {
  /**
   * @param {number} exitCode
   * @param {string} message
   * @param {string} hint
   */
  constructor(exitCode, message, hint) {
    super(message)
    this.exitCode = exitCode
    this.hint = hint
  }
}

/**
 * The exit code and the hint's key for an /api refusal (its status).
 * @param {number} status
 * @returns {[number, string]}
 */
function classify(status) {
  if (status >= 500) return [EXIT.unreachable, 'hint.server_error']
  switch (status) {
    case 401:
      return [EXIT.signedOut, 'hint.login_again']
    case 402:
      return [EXIT.refused, 'hint.buy_credits']
    case 403:
      return [EXIT.forbidden, 'hint.forbidden']
    case 404:
      return [EXIT.refused, 'hint.not_found']
    case 409:
      return [EXIT.refused, 'hint.conflict']
    case 413:
      return [EXIT.refused, 'hint.too_large']
    case 422:
      return [EXIT.refused, 'hint.fix_fields']
    case 429:
      return [EXIT.refused, 'hint.rate_limited']
    default:
      return [EXIT.refused, 'hint.refused']
  }
}

/**
 * The failure of an answer that is not a success: the server's `{detail, errors}`
 * in the caller's language, the exit code of its status and what to do next.
 * @param {{ status: number, body: any, retryAfter: string | null, signIn: boolean, abilities: string[], tokenSource: string, url: string }} answer
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
export function refusal(answer, t) {
  const { status, body } = answer
  let [exitCode, hintKey] = classify(status)
  // A 401 of a sign-in is a wrong password, not an expired token.
  if (status === 401 && answer.signIn) hintKey = 'hint.credentials'
  else if (status === 401 && answer.tokenSource !== 'config') hintKey = 'hint.replace_token'
  // A token without the ability the document names for the operation (its Bearer scope), as the server says.
  else if (status === 403 && answer.abilities.some((a) => String(body?.detail).includes(`‘${a}’`)))
    hintKey = 'hint.needs_ability'
  const detail = typeof body?.detail === 'string' ? body.detail : t('error.status', { status })
  const fields = Array.isArray(body?.errors)
    ? body.errors.filter((/** @type {any} */ e) => e?.message && e.message !== detail)
    : []
  const message = [detail, ...fields.map((/** @type {any} */ e) => `  ${e.message}`)].join('\n')
  const hint = t(hintKey, {
    url: answer.url,
    seconds: answer.retryAfter ?? '60',
    abilities: answer.abilities.join(','),
  })
  return new CliFailure(exitCode, message, hint)
}
