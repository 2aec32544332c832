import type { HttpContext } from '@adonisjs/core/http'
import { loanDefaults } from '#services/loans/loan_defaults'

/**
 * What can I afford? (issue 31): income, existing EMIs and a down payment give
 * a price range that opens /properties. The arithmetic runs in the browser
 * (rules/loans.ts); the page gets the starting terms of the visitor's market.
 */
export default class AffordabilityController {
  async show({ inertia, market, response }: HttpContext) {
    const loan = loanDefaults(market.country.currency)
    // Every market has terms today (INR, USD); a market added without them has no page.
    if (!loan) return response.notFound()
    return inertia.render('properties/affordability', { loan })
  }
}
