import type { Logger } from '@adonisjs/core/logger'
import type { Infer } from '@vinejs/vine/types'
import type { cspReportValidator } from '#validators/csp_report'

export type CspReport = Infer<typeof cspReportValidator>

/**
 * Writes a browser's CSP violation report to the log at warn: a violation
 * means either an attack that the policy stopped, or a page that needs
 * something the policy does not allow yet (config/shield.ts).
 */
export default class CspViolationLog {
  constructor(private logger: Logger) {}

  handle(report: CspReport) {
    const body = report['csp-report']
    if (!body) return false
    this.logger.warn(
      {
        csp: {
          documentUri: body['document-uri'],
          directive: body['effective-directive'] ?? body['violated-directive'],
          blockedUri: body['blocked-uri'],
          sourceFile: body['source-file'],
          line: body['line-number'],
          column: body['column-number'],
          disposition: body['disposition'],
          sample: body['script-sample'],
        },
      },
      'Content-Security-Policy violation'
    )
    return true
  }
}
