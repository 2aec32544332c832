import { errors as vineErrors } from '@vinejs/vine'
import type { HttpContext } from '@adonisjs/core/http'

/**
 * Flashes a form-level error the way validation errors travel, so an Inertia
 * form receives it in `errors[field]` and treats the submit as failed.
 */
export function flashFormError(ctx: HttpContext, field: string, message: string) {
  ctx.session.flashValidationErrors(
    new vineErrors.E_VALIDATION_ERROR([{ field, message, rule: field }]),
    false
  )
  return ctx.response.redirect().back()
}
