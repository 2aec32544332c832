import { I18n } from '@adonisjs/i18n'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import type { HttpContext } from '@adonisjs/core/http'
import { COUNTRIES, type Country, type LanguageCode } from '#rules/countries'
import {
  detectCountry,
  detectLanguage,
  languageFromUrl,
  LANGUAGE_PARAM,
  type CountrySource,
} from '#services/geo/country_detector'
import { isApiRequest } from '#http/api_request'
import type marketConfig from '#config/market'

export const COUNTRY_COOKIE = 'country'
export const LANGUAGE_COOKIE = 'locale'
export type Market = { country: Country; source: CountrySource; language: LanguageCode }

/**
 * Decides the visitor's country and interface language for every request
 * (000 §4) and gives the request its i18n object. /api calls may pass
 * ?country=; their messages follow Accept-Language (English by default).
 */
export default class DetectMarketMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    const config = app.config.get<typeof marketConfig>('market')
    const api = isApiRequest(ctx)
    // No header means no browser; detectLanguage treats that as English.
    const languages = request.header('accept-language') ? request.languages() : []

    // A repeated ?country= is an array, not a country: left to the route's validator (422).
    const country: unknown = api ? request.qs().country : null
    const { code, source } = detectCountry(
      {
        host: request.hostname() ?? '',
        query: typeof country === 'string' ? country : null,
        saved: request.plainCookie(COUNTRY_COOKIE),
        cdnCountry: config.cdnCountryHeader ? request.header(config.cdnCountryHeader) : null,
        languages,
      },
      config
    )
    // ?lang= (the crawlable form of a language, docs/seo.md) wins over the saved
    // choice for this request only, when the country offers it; it saves nothing.
    const urlLanguage = api ? null : languageFromUrl(request.qs()[LANGUAGE_PARAM], code)
    const language = api
      ? ((i18nManager.getSupportedLocaleFor(languages) ?? 'en') as LanguageCode)
      : (urlLanguage ?? detectLanguage(code, request.plainCookie(LANGUAGE_COOKIE), languages))

    ctx.market = { country: COUNTRIES[code], source, language }
    ctx.i18n = i18nManager.locale(language)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    if ('view' in ctx) ctx.view.share({ i18n: ctx.i18n, locale: language })
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
    market: Market
  }
}
