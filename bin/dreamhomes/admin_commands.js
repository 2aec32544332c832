/**
 * credits balance|grant, listings expire. Grants and expiry are the admin's:
 * the server refuses others (403, exit 4).
 * @param {import('commander').Command} program
 * @param {(command: import('commander').Command) => import('./context.js').Context} contextOf
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
export function adminCommands(program, contextOf, t) {
  const credits = program.command('credits').description(t('credits.description'))
  credits
    .command('balance')
    .description(t('credits.balance_description'))
    .action(async (_options, command) => {
      const context = contextOf(command)
      const { body, schema } = await context.call('api.wallet.show')
      context.show(body, schema)
    })
  credits
    .command('grant')
    .description(t('credits.grant_description'))
    .argument('<email>', t('credits.email_argument'))
    .argument('<amount>', t('credits.amount_argument'))
    .requiredOption('--reason <text>', t('credits.reason_option'))
    .action(async (email, amount, options, command) => {
      const context = contextOf(command)
      const { body, schema } = await context.call('api.admin.credits.grants', {
        body: { email, amount, reason: options.reason },
      })
      context.show(body, schema)
      context.say(t('credits.granted', { amount: body.amount, email: body.user.email }))
    })

  const listings = program.command('listings').description(t('listings.description'))
  listings
    .command('expire')
    .description(t('listings.expire_description'))
    .option('--dry-run', t('listings.dry_run_option'))
    .action(async (options, command) => {
      const context = contextOf(command)
      const { body, schema } = await context.call('api.admin.listings.expire', {
        body: { dry_run: Boolean(options.dryRun) },
      })
      context.show(body, schema)
      context.say(
        t(body.dry_run ? 'listings.would_expire' : 'listings.expired', { count: body.count })
      )
    })
}
