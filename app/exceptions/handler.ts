import app from '@adonisjs/core/services/app'
import { urlFor } from '@adonisjs/core/services/url_builder'
import i18nManager from '@adonisjs/i18n/services/main'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as authErrors } from '@adonisjs/auth'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as lucidErrors } from '@adonisjs/lucid'
import { errors as coreErrors } from '@adonisjs/core'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { isApiRequest } from '#http/api_request'
import { DomainError } from '#exceptions/domain_error'
import { ServiceUnavailableError } from '#exceptions/service_unavailable_error'
import { isServiceUnavailable } from '#services/health/unavailable'

type ApiError = {
  status: number
  detail: string
  errors?: unknown
  headers?: Record<string, unknown>
}

/**
 * Routes that answer a file to a program (a crawler's sitemap, the template the
 * bulk-upload page fetches), never a page: over a limit they answer 429 with
 * Retry-After, not a redirect to a page.
 */
const FILE_ROUTES = new Set([
  'sitemap',
  'sitemap.pages',
  'sitemap.properties',
  'sitemap.ventures',
  'bulk_upload.template',
])

/**
 * Turns every error into the right answer:
 * - /api: `{"detail": "..."}` with the right status (422 adds field `errors`);
 * - browser pages: Inertia's validation flow, or the 404 / 500 pages.
 * A use case's refusal (DomainError) is rendered here, once, for every path.
 * Production never shows a stack trace.
 */
export default class HttpExceptionHandler extends ExceptionHandler {
  protected debug = !app.inProduction
  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('errors/not_found', {}),
    // (One renderer for the range: a '503' key would sort before it and be overwritten.)
    '500..599': (error, { inertia }) =>
      error.status === 503
        ? inertia.render('errors/unavailable', {})
        : inertia.render('errors/server_error', {}),
  }

  async handle(error: unknown, ctx: HttpContext) {
    // A policy hides what the user may not know exists (PropertyPolicy): answered as not found.
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE && error.response.status === 404)
      error = new lucidErrors.E_ROW_NOT_FOUND()
    if (error instanceof DomainError) return this.#domainError(error, ctx)
    // The database or Redis cannot be reached (down, restarting): 503 at once, never a hang or a 500.
    if (isServiceUnavailable(error)) error = new ServiceUnavailableError(error)
    if (error instanceof ServiceUnavailableError)
      ctx.response.header('Retry-After', String(error.retryAfter))
    if (isApiRequest(ctx)) {
      const { status, detail, errors, headers } = this.#toApiError(error, ctx)
      for (const [name, value] of Object.entries(headers ?? {}))
        ctx.response.header(name, String(value))
      return ctx.response.status(status).send(errors ? { detail, errors } : { detail })
    }
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE && ctx.inertia) {
      const page = await ctx.inertia.render('errors/access_denied', {
        reason: 'role',
        title: 'pages.gate.not_allowed_title',
        message: 'pages.gate.not_allowed',
      })
      return ctx.response.status(403).send(page)
    }
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) return this.#tooManyRequests(error, ctx)
    return super.handle(error, ctx)
  }

  /**
   * A use case's refusal (DomainError), rendered the one way it is anywhere:
   * - /api, a page's own JSON fetch (an upload), a request without a session:
   *   its status and `{detail, errors?, ...body}`; `errors` for a field's 422;
   * - a page: a 404 or 410 is its not-found page (`page`, else the generic
   *   one) with that status; otherwise the field's form error (the
   *   validator's flow: an Inertia form treats the submit as failed) and/or
   *   the message as a toast, and back to where the person was, with the
   *   query string of that page (`back` when the request names none).
   */
  async #domainError(error: DomainError, ctx: HttpContext) {
    const detail = this.#t(ctx, error.identifier, error.values)
    const fieldError = error.field
      ? [{ field: error.field, message: detail, rule: error.rule }]
      : undefined
    if (isApiRequest(ctx) || this.#wantsJson(ctx) || !ctx.session) {
      const errors = error.status === 422 ? fieldError : undefined
      return ctx.response
        .status(error.status)
        .send({ detail, ...(errors ? { errors } : {}), ...error.body })
    }
    if (error.isNotFoundPage) {
      const page = await ctx.inertia.render(error.page ?? 'errors/not_found', {})
      return ctx.response.status(error.status).send(page)
    }
    if (error.toast) ctx.session.flash('error', detail)
    if (fieldError) return super.handle(new vineErrors.E_VALIDATION_ERROR(fieldError), ctx)
    return ctx.response
      .redirect()
      .withQs()
      .back(error.back && urlFor(error.back))
  }

  /** A page's own fetch asking for JSON (not an Inertia visit). */
  #wantsJson(ctx: HttpContext) {
    return !ctx.request.header('x-inertia') && ctx.request.accepts(['html', 'json']) === 'json'
  }

  /**
   * Over a limit on a page: back to where the person was, the friendly
   * message as a toast, and as the form's `throttle` error so an Inertia form
   * knows its submit failed. A page's own JSON fetch gets `{detail}` + Retry-After.
   */
  #tooManyRequests(
    error: InstanceType<typeof limiterErrors.E_TOO_MANY_REQUESTS>,
    ctx: HttpContext
  ) {
    const detail = this.#tooManyMessage(error, ctx)
    if (this.#wantsJson(ctx) || !ctx.session || FILE_ROUTES.has(ctx.route?.name ?? '')) {
      for (const [name, value] of Object.entries(error.getDefaultHeaders()))
        ctx.response.header(name, String(value))
      return ctx.response.status(429).send({ detail })
    }
    ctx.session.flash('error', detail)
    return super.handle(
      new vineErrors.E_VALIDATION_ERROR([{ field: 'throttle', message: detail, rule: 'throttle' }]),
      ctx
    )
  }

  /** 'Please try again in 42 seconds', or in minutes when the wait is longer than a minute and a half. */
  #tooManyMessage(error: InstanceType<typeof limiterErrors.E_TOO_MANY_REQUESTS>, ctx: HttpContext) {
    const seconds = error.response.availableIn
    if (seconds <= 90) return this.#t(ctx, 'errors.too_many_requests', { seconds })
    return this.#t(ctx, 'errors.too_many_requests_minutes', { minutes: Math.ceil(seconds / 60) })
  }

  #t(ctx: HttpContext, key: string, data?: Record<string, unknown>) {
    const i18n = ctx.i18n ?? i18nManager.locale(i18nManager.defaultLocale)
    return i18n.t(key, data)
  }

  #toApiError(error: unknown, ctx: HttpContext): ApiError {
    if (error instanceof vineErrors.E_VALIDATION_ERROR) {
      const messages = error.messages as { field: string; message: string }[]
      return {
        status: 422,
        detail: messages[0]?.message ?? this.#t(ctx, 'errors.validation'),
        errors: messages,
      }
    }
    if (error instanceof authErrors.E_UNAUTHORIZED_ACCESS) {
      return { status: 401, detail: this.#t(ctx, 'errors.unauthenticated') }
    }
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE) {
      return { status: 403, detail: this.#t(ctx, 'errors.forbidden') }
    }
    if (error instanceof limiterErrors.E_TOO_MANY_REQUESTS) {
      return {
        status: 429,
        detail: this.#tooManyMessage(error, ctx),
        headers: error.getDefaultHeaders(),
      }
    }
    if (error instanceof SyntaxError) {
      return { status: 400, detail: this.#t(ctx, 'errors.invalid_json') }
    }
    if (
      error instanceof lucidErrors.E_ROW_NOT_FOUND ||
      error instanceof coreErrors.E_ROUTE_NOT_FOUND
    ) {
      return { status: 404, detail: this.#t(ctx, 'errors.not_found') }
    }
    const status = this.#statusOf(error)
    // A library's exception may name its message's i18n key (errors.E_...); other server errors stay generic.
    const translated = (error as { identifier?: string }).identifier
    if (status >= 500 && !translated) return { status, detail: this.#t(ctx, 'errors.server_error') }
    const detail = translated ? this.#t(ctx, translated) : (error as Error).message
    return { status, detail }
  }

  #statusOf(error: unknown): number {
    const status = (error as { status?: unknown })?.status
    return typeof status === 'number' && status >= 400 && status < 600 ? status : 500
  }
}
