import { I18n } from '@adonisjs/i18n'
import i18nManager from '@adonisjs/i18n/services/main'
import type { NextFn } from '@adonisjs/core/types/http'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Gives every request its i18n object (validation messages, server texts).
 * The language is the user's saved choice (cookie), else the best match of
 * Accept-Language among en, hi, te, else English.
 */
export default class DetectUserLocaleMiddleware {
  protected getRequestLocale(ctx: HttpContext) {
    const saved = ctx.request.plainCookie('locale', { encoded: false })
    if (typeof saved === 'string' && i18nManager.supportedLocales().includes(saved)) return saved
    return i18nManager.getSupportedLocaleFor(ctx.request.languages())
  }

  async handle(ctx: HttpContext, next: NextFn) {
    const language = this.getRequestLocale(ctx)
    ctx.i18n = i18nManager.locale(language || i18nManager.defaultLocale)
    ctx.containerResolver.bindValue(I18n, ctx.i18n)
    if ('view' in ctx) ctx.view.share({ i18n: ctx.i18n, locale: ctx.i18n.locale })
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    i18n: I18n
  }
}
