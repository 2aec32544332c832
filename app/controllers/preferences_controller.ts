import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { countryPreferenceValidator, languagePreferenceValidator } from '#validators/preferences'
import { COUNTRY_COOKIE, LANGUAGE_COOKIE } from '#middleware/detect_market_middleware'
import { LANGUAGE_PARAM } from '#services/geo/country_detector'
import type marketConfig from '#config/market'
import { sameOriginPath } from '#http/back_path'

const YEAR = '365d'

/**
 * The country and language selectors (000 §2, §4): the choice is saved in a
 * cookie; choosing a country on a production host moves to that country's
 * domain, elsewhere the page reloads.
 */
export default class PreferencesController {
  async country(ctx: HttpContext) {
    const { request, response, inertia } = ctx
    const { country } = await request.validateUsing(countryPreferenceValidator)
    response.plainCookie(COUNTRY_COOKIE, country, { maxAge: YEAR })

    const config = app.config.get<typeof marketConfig>('market')
    const host = (request.hostname() ?? '').toLowerCase()
    const onProductionHost = host in config.countryDomains
    const target = Object.entries(config.countryDomains).find(([, code]) => code === country)?.[0]
    if (onProductionHost && target && target !== host) {
      const url = `${request.protocol()}://${target}/`
      // An Inertia visit cannot follow a redirect to another origin; ask it to load the page.
      if (request.header('x-inertia')) return inertia.location(url)
      return response.redirect().toPath(url)
    }
    return this.#back(ctx)
  }

  async language(ctx: HttpContext) {
    const { request, response } = ctx
    const { language } = await request.validateUsing(languagePreferenceValidator)
    response.plainCookie(LANGUAGE_COOKIE, language, { maxAge: YEAR })
    // Back to the page, without a ?lang= that would override the choice just saved (docs/seo.md).
    return this.#back(ctx, [LANGUAGE_PARAM])
  }

  /** Back to the page the switch was on when it is one of ours (back_path.ts), else to the home page. */
  #back({ request, response }: HttpContext, without: string[] = []) {
    const path = sameOriginPath(
      request.header('referer'),
      `${request.protocol()}://${request.host()}`,
      without
    )
    return path ? response.redirect().toPath(path) : response.redirect().toRoute('home')
  }
}
