import { readFileSync } from 'node:fs'

/** The client's languages, as the site's (resources/lang). */
export const LANGUAGES = ['en', 'hi', 'te']

/**
 * The language of this run, known before the options are parsed (the help
 * texts are translated): `--lang`, else LC_ALL / LANG (hi_IN.UTF-8 → hi), else English.
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 */
export function languageOf(argv, env = process.env) {
  const index = argv.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='))
  const flag = index === -1 ? undefined : (argv[index].split('=')[1] ?? argv[index + 1])
  if (flag && LANGUAGES.includes(flag)) return flag
  const system = (env.LC_ALL || env.LANG || '').slice(0, 2)
  return LANGUAGES.includes(system) ? system : 'en'
}

/** @param {string} path */
function readJson(path) {
  return JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'))
}

/**
 * `t(key, vars)` over the client's texts (lang/<language>.json, English where
 * a text is missing) and the site's own bulk-upload messages (resources/lang),
 * so "Insufficient credits!" reads as on the page.
 * @param {string} language
 */
export function translator(language) {
  const own = readJson(`./lang/${language}.json`)
  const english = language === 'en' ? own : readJson('./lang/en.json')
  const site = readJson(`../../resources/lang/${language}/bulk_upload.json`)
  /** @type {(key: string, vars?: Record<string, unknown>) => string} */
  return (key, vars = {}) => {
    const text = key.startsWith('bulk_upload.')
      ? lookup(site, key.slice('bulk_upload.'.length))
      : (lookup(own, key) ?? lookup(english, key))
    return (text ?? key).replace(/\{(\w+)\}/g, (whole, name) =>
      name in vars ? String(vars[name]) : whole
    )
  }
}

/**
 * @param {any} texts
 * @param {string} key
 * @returns {string | undefined}
 */
function lookup(texts, key) {
  const value = key.split('.').reduce((node, part) => node?.[part], texts)
  return typeof value === 'string' ? value : undefined
}
