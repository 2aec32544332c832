import type { HttpContext } from '@adonisjs/core/http'
import contactConfig from '#config/contact'
import { legalDocument, pageLabels, type DocumentName } from '#services/legal/legal_documents'
import { COOKIE_CATALOGUE } from '#rules/cookie_catalogue'

/** The Ctrl shortcuts the Help page lists (inertia/lib/shortcut_list.ts MODIFIER_SHORTCUTS). */
const HELP_KEYS = ['save', 'submit', 'quick_search', 'find', 'new', 'settings', 'toggle_help']

const LEGAL_PAGES: DocumentName[] = ['privacy_policy', 'terms_of_service', 'cookie_policy']

/** Privacy Policy, Terms of Service, Cookie Policy (001 §2) and Help: static text, open to everyone. */
export default class LegalController {
  async show({ route, inertia, i18n, response }: HttpContext) {
    const name = route?.name as DocumentName | undefined
    if (!name || !LEGAL_PAGES.includes(name)) return response.notFound()
    return inertia.render('legal/show', {
      document: legalDocument(i18n, name),
      cookies: name === 'cookie_policy' ? COOKIE_CATALOGUE : null,
    })
  }

  async help({ inertia, i18n }: HttpContext) {
    return inertia.render('help/index', {
      document: legalDocument(i18n, 'help'),
      keys: pageLabels(i18n, 'help.keys', [
        'title',
        'intro',
        'anywhere',
        'with_ctrl',
        'mac_note',
        ...HELP_KEYS,
      ]),
      responseHours: contactConfig.responseHours,
    })
  }
}
