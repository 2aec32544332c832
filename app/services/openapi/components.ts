import { arrayOf, bool, int, num, object, ref, str } from '#transformers/schemas/json_schema'
import type { Schema } from '#transformers/schemas/json_schema'
import type { ErrorStatus } from '#services/openapi/operation'
import { accessTokenSchemas } from '#transformers/access_token_transformer'
import { adminBookingSchemas } from '#transformers/admin/admin_booking_transformer'
import { adminLeadSchemas } from '#transformers/admin/admin_lead_transformer'
import { adminPropertySchemas } from '#transformers/admin/admin_property_transformer'
import { adminUserSchemas } from '#transformers/admin/admin_user_transformer'
import { adminVentureSchemas } from '#transformers/admin/admin_venture_transformer'
import { auditLogSchemas } from '#transformers/admin/audit_log_transformer'
import { masterDataItemSchemas } from '#transformers/admin/master_data_item_transformer'
import { creditGrantSchemas } from '#transformers/admin/credit_grant_transformer'
import { listingExpirySchemas } from '#transformers/admin/listing_expiry_transformer'
import { bookingSchemas } from '#transformers/booking_transformer'
import { savedSearchSchemas } from '#transformers/saved_search_transformer'
import { notificationSchemas } from '#transformers/notification_transformer'
import { bulkImportSchemas } from '#transformers/bulk_import_transformer'
import { bulkPreviewSchemas } from '#transformers/bulk_preview_transformer'
import { chatAnswerSchemas } from '#transformers/chat_answer_transformer'
import { contactSubmissionSchemas } from '#transformers/contact_submission_transformer'
import { creditOfferSchemas } from '#transformers/credit_offer_transformer'
import { creditPackageSchemas } from '#transformers/credit_package_transformer'
import { dashboardStatsSchemas } from '#transformers/dashboard_stats_transformer'
import { detectedLocationSchemas } from '#transformers/detected_location_transformer'
import { leadSchemas } from '#transformers/lead_transformer'
import { pageMetaSchemas } from '#transformers/page_meta_transformer'
import { cursorMetaSchemas } from '#transformers/cursor_meta_transformer'
import { paymentSchemas } from '#transformers/payment_transformer'
import { paymentVerificationSchemas } from '#transformers/payment_verification_transformer'
import { propertySchemas } from '#transformers/property_transformer'
import { towerSchemas } from '#transformers/tower_transformer'
import { userSchemas } from '#transformers/user_transformer'
import { ventureSchemas } from '#transformers/venture_transformer'
import { ventureUnitSchemas } from '#transformers/venture_unit_transformer'
import { walletSchemas } from '#transformers/wallet_transformer'
import { walletTransactionSchemas } from '#transformers/wallet_transaction_transformer'
import { checkoutSchemas } from '#services/payments/checkout_response'

/** Every refusal: `{detail}` in the caller's language; a 422 adds each field's message. */
const errorBody = {
  ...object(
    {
      detail: str,
      errors: arrayOf(object({ field: str, message: str, rule: str })),
    },
    ['errors']
  ),
  description: 'Some refusals add their own fields (a 409 of an import names its `import_id`).',
  example: {
    detail: 'The email field must be a valid email address',
    errors: [
      { field: 'email', message: 'The email field must be a valid email address', rule: 'email' },
    ],
  },
}

/** Shapes a controller composes from transformed parts. */
const composed: Record<string, Schema> = {
  Error: errorBody,
  AuthSession: object({ token: str, user: ref('User') }),
  ReverseGeocodeDetailed: {
    allOf: [
      ref('DetectedLocationDetailed'),
      object({ success: bool, coordinates: object({ latitude: num, longitude: num }) }),
    ],
  },
  VentureWithTowers: {
    allOf: [ref('VentureDetail'), object({ towers: arrayOf(ref('Tower')) })],
  },
}

/** components.schemas: the shapes beside the transformers, and the composed ones. */
export const schemas: Record<string, Schema> = {
  ...composed,
  ...userSchemas,
  ...accessTokenSchemas,
  ...propertySchemas,
  ...ventureSchemas,
  ...towerSchemas,
  ...ventureUnitSchemas,
  ...leadSchemas,
  ...dashboardStatsSchemas,
  ...pageMetaSchemas,
  ...cursorMetaSchemas,
  ...adminUserSchemas,
  ...adminPropertySchemas,
  ...adminVentureSchemas,
  ...adminLeadSchemas,
  ...adminBookingSchemas,
  ...auditLogSchemas,
  ...masterDataItemSchemas,
  ...creditGrantSchemas,
  ...listingExpirySchemas,
  ...contactSubmissionSchemas,
  ...creditOfferSchemas,
  ...creditPackageSchemas,
  ...paymentSchemas,
  ...paymentVerificationSchemas,
  ...checkoutSchemas,
  ...bookingSchemas,
  ...walletSchemas,
  ...walletTransactionSchemas,
  ...detectedLocationSchemas,
  ...bulkImportSchemas,
  ...bulkPreviewSchemas,
  ...chatAnswerSchemas,
  ...savedSearchSchemas,
  ...notificationSchemas,
}

const REFUSALS: Record<ErrorStatus, [name: string, description: string]> = {
  400: ['BadRequest', 'A malformed body, or a signature that does not verify.'],
  401: ['Unauthorized', 'No token, or a revoked or expired one (an expired one says so).'],
  402: ['PaymentRequired', 'Not enough credits; nothing was changed.'],
  403: [
    'Forbidden',
    'Signed in, but not allowed (another owner, not an admin, or a token without the ability).',
  ],
  404: ['NotFound', 'No such record, or not one of yours.'],
  409: ['Conflict', 'The record is not in a state that allows it (already done, in use).'],
  410: ['Gone', 'The record was deleted.'],
  413: ['PayloadTooLarge', 'The body is over its cap.'],
  415: ['UnsupportedMediaType', 'A multipart body where no upload is taken.'],
  422: ['UnprocessableEntity', 'A field is missing or invalid: `errors` names each.'],
  429: ['TooManyRequests', 'A rate limit; try again after `Retry-After` seconds.'],
  502: ['BadGateway', 'The payment provider refused to start the checkout.'],
  503: ['ServiceUnavailable', 'No payment provider is configured for this country.'],
}

export function refusalName(status: ErrorStatus) {
  return REFUSALS[status][0]
}

function refusal(status: ErrorStatus) {
  const [, description] = REFUSALS[status]
  const content = { 'application/json': { schema: ref('Error') } }
  if (status !== 429) return { description, content }
  return {
    description,
    content,
    headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
  }
}

/** components.responses: one per refusal status. */
export const responses = Object.fromEntries(
  (Object.keys(REFUSALS).map(Number) as ErrorStatus[]).map((status) => [
    refusalName(status),
    refusal(status),
  ])
)

export const headers = {
  RetryAfter: { description: 'Seconds until the limit resets.', schema: int },
}

export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'dh_…',
    description:
      'A token from POST /api/auth/login or /api/auth/register (valid 30 days, every ability of ' +
      "the account's role), or a personal access token from POST /api/auth/tokens (its own abilities and expiry).",
  },
  stripeSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description: "Stripe's signature of the raw body with the webhook secret.",
  },
  razorpaySignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Razorpay-Signature',
    description: "Razorpay's HMAC-SHA256 of the raw body with the webhook secret.",
  },
}
