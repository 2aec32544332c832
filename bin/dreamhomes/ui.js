import * as clack from '@clack/prompts'
import { CliFailure, EXIT } from './failure.js'

/**
 * Prompts and progress (@clack/prompts), always on stderr so that stdout
 * carries only the result (`--json`: only the JSON). Without a terminal
 * nothing is asked: the command needs its flags instead.
 */
const output = process.stderr

export function interactive() {
  return Boolean(process.stdin.isTTY && process.stderr.isTTY)
}

/**
 * @template T
 * @param {T | symbol} answer
 * @param {(key: string) => string} t
 * @returns {T}
 */
function answered(answer, t) {
  if (clack.isCancel(answer))
    throw new CliFailure(EXIT.usage, t('error.cancelled'), t('hint.cancelled'))
  return /** @type {T} */ (answer)
}

/**
 * @param {string} message
 * @param {(key: string) => string} t
 * @param {{ secret?: boolean, initialValue?: string }} [options]
 */
export async function ask(message, t, options = {}) {
  const validate = (/** @type {string | undefined} */ value) =>
    value?.trim() ? undefined : t('error.required')
  const answer = options.secret
    ? await clack.password({ message, validate, output })
    : await clack.text({ message, validate, initialValue: options.initialValue, output })
  return /** @type {string} */ (answered(answer, t)).trim()
}

/**
 * @param {string} message
 * @param {(key: string) => string} t
 */
export async function confirm(message, t) {
  return answered(await clack.confirm({ message, output }), t)
}

/**
 * A progress bar of 0–100 on a terminal; elsewhere a line each time the
 * percentage moves (nothing with `--json`).
 * @param {boolean} quiet
 * @param {string} label
 */
export function progressBar(quiet, label) {
  let last = -1
  if (quiet)
    return { update: (/** @type {number} */ _p) => {}, stop: (/** @type {string} */ _m) => {} }
  if (!output.isTTY)
    return {
      update(/** @type {number} */ percent) {
        if (percent !== last) output.write(`${label} ${percent}%\n`)
        last = percent
      },
      stop(/** @type {string} */ message) {
        output.write(`${message}\n`)
      },
    }
  const bar = clack.progress({ max: 100, output })
  bar.start(label)
  last = 0
  return {
    update(/** @type {number} */ percent) {
      if (percent > last) bar.advance(percent - last, `${label} ${percent}%`)
      last = Math.max(last, percent)
    },
    stop(/** @type {string} */ message) {
      bar.stop(message)
    },
  }
}
