import vine from '@vinejs/vine'
import { COUNTRY_CODES, type CountryCode } from '#rules/countries'

const countryCode = () =>
  vine
    .string()
    .trim()
    .toUpperCase()
    .in([...COUNTRY_CODES])
    .transform((code) => code as CountryCode)
const packageId = () => vine.string().trim().maxLength(40)
const url = () => vine.string().trim().maxLength(2048)
const transactionId = () => vine.number().withoutDecimals().min(1)
const providerId = () => vine.string().trim().minLength(1).maxLength(255)

/** GET /api/payment/credit-packages and /api/credits/plans: ?country_code=IN (default IN, 000 §7). */
export const packagesQueryValidator = vine.create({
  country_code: countryCode().optional(),
})

/**
 * POST /api/payment/create-order (001 §7), and the legacy POST
 * /api/credits/purchase, which names the package `plan_id`. Only the package
 * is taken from the client; amount and credits come from the server's
 * package (any amount the client sends is not even read).
 */
export const createOrderValidator = vine.create({
  package_id: packageId().optional().requiredIfMissing('plan_id'),
  plan_id: packageId().optional(),
  country_code: countryCode().optional(),
  success_url: url().optional(),
  cancel_url: url().optional(),
})

/** The web page's Buy Now: the package of the visitor's country. */
export const buyPackageValidator = vine.create({
  package_id: packageId(),
})

export const verifyRazorpayValidator = vine.create({
  transaction_id: transactionId().optional(),
  razorpay_order_id: providerId(),
  razorpay_payment_id: providerId(),
  razorpay_signature: providerId(),
})

export const verifyStripeValidator = vine.create({
  session_id: providerId(),
  transaction_id: transactionId().optional(),
})

/** The return parameters of 001 §2 on /credits (lenient: a page never errors on them). */
export const returnParamsValidator = vine.create({
  success: vine.boolean().optional(),
  cancelled: vine.boolean().optional(),
  session_id: providerId().optional(),
  transaction_id: transactionId().optional(),
})

/** POST /api/bookings and the Reserve button. */
export const bookingValidator = vine.create({
  property_id: transactionId(),
  success_url: url().optional(),
  cancel_url: url().optional(),
})

export const cancelBookingValidator = vine.create({
  refund: vine.boolean().optional(),
})
