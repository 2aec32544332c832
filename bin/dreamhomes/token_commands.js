/**
 * tokens list|create|revoke: the account's /api tokens, e.g. one with only the
 * `import` ability for a partner agency's upload script.
 * @param {import('commander').Command} program
 * @param {(command: import('commander').Command) => import('./context.js').Context} contextOf
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
export function tokenCommands(program, contextOf, t) {
  const tokens = program.command('tokens').description(t('tokens.description'))
  tokens
    .command('list')
    .description(t('tokens.list_description'))
    .action(async (_options, command) => {
      const context = contextOf(command)
      const { body, schema } = await context.call('api.auth.tokens.index')
      context.show(body, schema)
    })
  tokens
    .command('create')
    .description(t('tokens.create_description'))
    .argument('<name>', t('tokens.name_argument'))
    .requiredOption('--abilities <list>', t('tokens.abilities_option'))
    .option('--expires-in <days>', t('tokens.expires_in_option'))
    .action(async (name, options, command) => {
      const context = contextOf(command)
      const abilities = String(options.abilities)
        .split(',')
        .map((ability) => ability.trim())
        .filter(Boolean)
      const body = { name, abilities }
      if (options.expiresIn !== undefined)
        Object.assign(body, { expires_in_days: options.expiresIn })
      const answer = await context.call('api.auth.tokens.store', { body })
      context.show(answer.body, answer.schema)
      context.note(t('tokens.shown_once'))
    })
  tokens
    .command('revoke')
    .description(t('tokens.revoke_description'))
    .argument('<id>', t('tokens.id_argument'))
    .action(async (id, _options, command) => {
      const context = contextOf(command)
      await context.call('api.auth.tokens.destroy', { params: { id } })
      if (context.json) return context.show({ id: Number(id), revoked: true }, null)
      context.say(t('tokens.revoked', { id }))
    })
}
