import { BaseTransformer } from '@adonisjs/core/transformers'
import type { ListingExpiryRun } from '#services/listings/listing_expiry'
import {
  arrayOf,
  bool,
  dateTime,
  int,
  nullable,
  object,
  str,
} from '#transformers/schemas/json_schema'

/** POST /api/admin/listings/expire: the listings expired (or, on a dry run, that would be). */
export default class ListingExpiryTransformer extends BaseTransformer<ListingExpiryRun> {
  toObject() {
    const { dryRun, listings } = this.resource
    return { dry_run: dryRun, count: listings.length, listings }
  }
}

/** Response shapes of this transformer (OpenAPI components, app/services/openapi). */
export const listingExpirySchemas = {
  ListingExpiryRun: object({
    dry_run: bool,
    count: int,
    listings: arrayOf(object({ id: int, title: str, expires_at: nullable(dateTime) })),
  }),
}
