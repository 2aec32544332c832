import { readFileSync } from 'node:fs'
import { Command, CommanderError, Option } from 'commander'
import { accountCommands } from './account_commands.js'
import { adminCommands } from './admin_commands.js'
import { Context } from './context.js'
import { CliFailure, EXIT } from './failure.js'
import { LANGUAGES, languageOf, translator } from './i18n.js'
import { importCommands } from './import_commands.js'
import { tokenCommands } from './token_commands.js'

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))

/**
 * The `dreamhomes` program: global options, the commands, and the one place
 * a failure becomes a message, a line of what to do next, and an exit code.
 * @param {string[]} argv process.argv
 * @returns {Promise<number>} the exit code
 */
export async function run(argv) {
  const language = languageOf(argv)
  const t = translator(language)
  const program = new Command('dreamhomes')
    .description(t('program.description'))
    .version(version)
    .option('--url <url>', t('program.url_option'))
    .option('--token <token>', t('program.token_option'))
    .option('--json', t('program.json_option'))
    .addOption(new Option('--lang <lang>', t('program.lang_option')).choices(LANGUAGES))
    // Inherited by every command below: usage errors are thrown here, not exited on.
    .exitOverride()
    .showHelpAfterError(t('hint.usage'))
    .configureOutput({ outputError: (text, write) => write(text) })

  const contextOf = (/** @type {Command} */ command) =>
    new Context(command.optsWithGlobals(), t, language)
  accountCommands(program, contextOf, t)
  importCommands(program, contextOf, t)
  adminCommands(program, contextOf, t)
  tokenCommands(program, contextOf, t)

  try {
    await program.parseAsync(argv)
    return EXIT.done
  } catch (error) {
    return reported(error, t)
  }
}

/**
 * @param {unknown} error
 * @param {(key: string, vars?: Record<string, unknown>) => string} t
 */
function reported(error, t) {
  // Commander printed the usage error (and the hint) already; help and --version end well.
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.done : EXIT.usage
  if (error instanceof CliFailure) {
    process.stderr.write(`${t('error.prefix')} ${error.message}\n${error.hint}\n`)
    return error.exitCode
  }
  process.stderr.write(`${t('error.prefix')} ${error instanceof Error ? error.message : error}\n`)
  process.stderr.write(`${t('hint.bug')}\n`)
  return EXIT.refused
}
