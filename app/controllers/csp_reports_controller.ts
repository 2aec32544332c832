import type { HttpContext } from '@adonisjs/core/http'
import { cspReportValidator } from '#validators/csp_report'
import CspViolationLog from '#services/security/csp_violation_log'

/** POST /csp-report: where browsers report Content-Security-Policy violations (config/shield.ts). */
export default class CspReportsController {
  async store({ request, response, logger }: HttpContext) {
    const report = await request.validateUsing(cspReportValidator)
    new CspViolationLog(logger).handle(report)
    return response.noContent()
  }
}
