import app from '@adonisjs/core/services/app'
import type { HttpContext } from '@adonisjs/core/http'
import { countryPreferenceValidator, languagePreferenceValidator } from '#validators/preferences'
import { COUNTRY_COOKIE, LANGUAGE_COOKIE, LANGUAGE_PARAM } from '#middleware/detect_market_middleware'
import type marketConfig from '#config/market'

const YEAR = '365d'

/**
 * The country and language selectors (000 §2, §4): the choice is saved in a
 * cookie; choosing a country on a production host moves to that country's
 * domain, elsewhere the page reloads.
 */
export default class PreferencesController {
  async country({ request, response, inertia }: HttpContext) {
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
    return response.redirect().back()
  }

  async language({ request, response }: HttpContext) {
    const { language } = await request.validateUsing(languagePreferenceValidator)
    response.plainCookie(LANGUAGE_COOKIE, language, { maxAge: YEAR })
    // Back to the page, without a ?lang= that would override the choice just saved (README "Search engines").
    const back = URL.parse(request.header('referer') ?? '')
    if (back?.searchParams.has(LANGUAGE_PARAM)) {
      back.searchParams.delete(LANGUAGE_PARAM)
      return response.redirect().toPath(`${back.pathname}${back.search}`)
    }
    return response.redirect().back()
  }
}
