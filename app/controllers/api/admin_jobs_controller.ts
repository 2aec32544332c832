import type { HttpContext } from '@adonisjs/core/http'
import AdminCreditGrant from '#services/admin/admin_credit_grant'
import ListingExpiry from '#services/listings/listing_expiry'
import { adminCreditGrantValidator, listingExpiryValidator } from '#validators/admin'
import CreditGrantTransformer from '#transformers/admin/credit_grant_transformer'
import ListingExpiryTransformer from '#transformers/admin/listing_expiry_transformer'
import { apiSerializer } from '#transformers/api_serializer'

/**
 * The operators' jobs over /api for the `dreamhomes` CLI (issue 30): grant
 * credits and run the listing expiry. Admins with an `admin` token only (route middleware).
 */
export default class AdminJobsController {
  async grantCredits({ auth, request, response }: HttpContext) {
    const input = await request.validateUsing(adminCreditGrantValidator)
    const grant = await new AdminCreditGrant().handle(auth.use('api').getUserOrFail(), input)
    response.status(201)
    return apiSerializer.serialize(CreditGrantTransformer.transform(grant))
  }

  async expireListings({ request }: HttpContext) {
    const { dry_run: dryRun } = await request.validateUsing(listingExpiryValidator)
    const run = await new ListingExpiry().handle({ dryRun })
    return apiSerializer.serialize(ListingExpiryTransformer.transform(run))
  }
}
