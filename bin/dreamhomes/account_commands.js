import { text } from 'node:stream/consumers'
import { CliFailure, EXIT } from './failure.js'
import { ask, interactive } from './ui.js'
import { serverUrl } from './settings.js'

/**
 * login, logout, whoami.
 * @param {import('commander').Command} program
 * @param {(command: import('commander').Command) => import('./context.js').Context} contextOf
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
export function accountCommands(program, contextOf, t) {
  program
    .command('login')
    .description(t('login.description'))
    .option('--email <email>', t('login.email_option'))
    .option('--password-stdin', t('login.password_stdin_option'))
    .action(async (options, command) => login(contextOf(command), options))

  program
    .command('logout')
    .description(t('logout.description'))
    .action(async (_options, command) => logout(contextOf(command)))

  program
    .command('whoami')
    .description(t('whoami.description'))
    .action(async (_options, command) => {
      const context = contextOf(command)
      const api = await context.api()
      const { body, schema } = await api.call('api.auth.me')
      context.say(t('whoami.server', { url: api.server.url }))
      context.show(body, schema)
    })
}

/**
 * A value the user gives with a flag, or is asked for on a terminal.
 * @param {string | undefined} value
 * @param {string} question
 * @param {string} missing the usage error's key without a terminal
 * @param {import('./context.js').Context} context
 * @param {{ secret?: boolean, initialValue?: string }} [options]
 */
async function given(value, question, missing, context, options) {
  if (value) return value
  if (!interactive()) throw new CliFailure(EXIT.usage, context.t(missing), context.t('hint.usage'))
  return ask(context.t(question), context.t, options)
}

/**
 * @param {import('./context.js').Context} context
 * @param {{ email?: string, passwordStdin?: boolean }} options
 */
async function login(context, options) {
  const { t, env } = context
  const config = await context.config()
  const flagUrl = context.opts.url ?? env.DREAMHOMES_URL
  const url = serverUrl(
    await given(flagUrl, 'login.ask_url', 'login.needs_url', context, { initialValue: config.url }),
    t
  )
  const email = await given(options.email, 'login.ask_email', 'login.needs_email', context)
  const password = options.passwordStdin
    ? await passwordFromStdin()
    : await given(undefined, 'login.ask_password', 'login.needs_password', context, {
        secret: true,
      })
  const api = await context.api(url)
  const { body } = await api.call('api.auth.login', { body: { email, password } })
  const latest = await context.config()
  latest.servers[url] = { token: body.token, email: body.user.email }
  latest.url = url
  await context.saveConfig(latest)
  if (context.json) return context.show({ url, user: body.user }, null)
  context.say(t('login.done', { url, name: body.user.name, email: body.user.email }))
}

/** The password a script pipes in, without the line's end. */
async function passwordFromStdin() {
  const input = await text(process.stdin)
  return input.replace(/\r?\n$/, '')
}

/** @param {import('./context.js').Context} context */
async function logout(context) {
  const api = await context.api()
  const { url } = api.server
  try {
    await api.call('api.auth.logout')
  } catch (error) {
    // A token the server no longer takes is as good as revoked: forget it all the same.
    if (!(error instanceof CliFailure && error.exitCode === EXIT.signedOut)) throw error
  }
  const config = await context.config()
  delete config.servers[url]
  await context.saveConfig(config)
  if (context.json) return context.show({ url, signed_out: true }, null)
  context.say(context.t('logout.done', { url }))
}
