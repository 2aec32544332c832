import vite from '@adonisjs/vite/services/main'
import type { I18n } from '@adonisjs/i18n'
import { escapeMarkup } from '#services/seo/markup'

/** The script font of a language and its files (the ones inertia/css/app.css declares). */
const SCRIPT_FONTS: Record<string, { family: string; file: (weight: number) => string }> = {
  hi: {
    family: 'Noto Sans Devanagari',
    file: (weight) =>
      `node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
  },
  te: {
    family: 'Noto Sans Telugu',
    file: (weight) =>
      `node_modules/@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-${weight}-normal.woff2`,
  },
}

const SYSTEM_FONTS = 'system-ui,-apple-system,"Segoe UI",Roboto,sans-serif'
const fontFaces = new Map<string, string>()

/**
 * A language's @font-face rules (regular and semibold), from the build's
 * manifest (the dev server's path in development). Empty when the file is
 * not known: the device's own fonts then show the text.
 */
function fontFacesFor(language: string): string {
  const font = SCRIPT_FONTS[language]
  if (!font) return ''
  let rules = fontFaces.get(language)
  if (rules === undefined) {
    try {
      rules = [400, 600]
        .map(
          (weight) =>
            `@font-face{font-family:"${font.family}";font-weight:${weight};font-display:swap;src:url(${vite.assetPath(font.file(weight))}) format("woff2")}`
        )
        .join('')
    } catch {
      rules = ''
    }
    fontFaces.set(language, rules)
  }
  return rules
}

/**
 * The page of a request turned away under load (load_shed_middleware.ts):
 * "Back in a moment" in the visitor's language, with the shell's colours and
 * fonts and nothing else to load (no script, no stylesheet).
 */
export function busyPage(i18n: I18n): string {
  const language = i18n.locale
  const family = SCRIPT_FONTS[language] ? `"${SCRIPT_FONTS[language].family}",` : ''
  const style =
    fontFacesFor(language) +
    `body{margin:0;font-family:${family}${SYSTEM_FONTS};color:#1f2937;background:#f9fafb}` +
    'main{max-width:32rem;margin:20vh auto 0;padding:0 1.5rem;text-align:center}' +
    'h1{color:#1a7a69;font-size:1.5rem;font-weight:600;margin:0 0 .75rem}p{margin:0;line-height:1.6}'
  const title = escapeMarkup(i18n.t('errors.unavailable_title'))
  const body = escapeMarkup(i18n.t('errors.unavailable_body'))
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${style}</style></head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`
}
