/*
|--------------------------------------------------------------------------
| Rate limits
|--------------------------------------------------------------------------
|
| Named middleware for every limited route. The numbers (and why each is
| what it is) live in one table, RATE_LIMITS in config/limiter.ts. Over a
| limit the answer is 429 `{detail}` with Retry-After on /api, and the
| friendly message as a toast on pages (app/exceptions/handler.ts).
|
| A new public write (contact, assistant, bulk upload, ...) takes
| `throttle.publicWrite` on its route, or a new line in RATE_LIMITS and
| `throttle`.
|
*/
import limiter from '@adonisjs/limiter/services/main'
import type { HttpContext } from '@adonisjs/core/http'
import { RATE_LIMITS } from '#config/limiter'
import { listingId } from '#models/property_scopes'
import { CHECKOUT_RETURN_PARAMS } from '#services/payments/payment_return'

/** Whose budget a request spends: the signed-in user's (any device), else the client IP's. */
function actorKey(ctx: HttpContext): string {
  const user = (ctx as Partial<HttpContext>).auth?.user
  return user ? `user_${user.id}` : `ip_${ctx.request.ip()}`
}

function perActor(name: keyof typeof RATE_LIMITS) {
  const { requests, window } = RATE_LIMITS[name]
  return limiter.define(name, (ctx) =>
    limiter.allowRequests(requests).every(window).usingKey(actorKey(ctx))
  )
}

/**
 * One budget per listing, whoever asks (no owner is flooded from many addresses).
 * Keyed on the listing id the controller will load, not the raw parameter, so
 * `07` spends the budget of `7` (the route's number matcher also refuses `7.0`, `0x7`).
 */
function perListing(name: keyof typeof RATE_LIMITS) {
  const { requests, window } = RATE_LIMITS[name]
  return limiter.define(name, (ctx) =>
    limiter
      .allowRequests(requests)
      .every(window)
      .usingKey(`listing_${listingId(ctx.params.id) ?? 'none'}`)
  )
}

/** One budget per venture, whoever asks (as perListing). */
function perVenture(name: keyof typeof RATE_LIMITS) {
  const { requests, window } = RATE_LIMITS[name]
  return limiter.define(name, (ctx) =>
    limiter
      .allowRequests(requests)
      .every(window)
      .usingKey(`venture_${listingId(ctx.params.id) ?? 'none'}`)
  )
}

function perIp(name: keyof typeof RATE_LIMITS) {
  const { requests, window } = RATE_LIMITS[name]
  return limiter.define(name, (ctx) =>
    limiter.allowRequests(requests).every(window).usingKey(`ip_${ctx.request.ip()}`)
  )
}

/**
 * For a route open to guests whose action is for signed-in people only (the
 * controller answers a guest 401): a guest's request spends nothing, so
 * signed-out posts cannot use up an address's budget before anyone signs in.
 * Same limiter name, so the same counters as `perIp` / `perActor`.
 */
function signedInOnly(name: keyof typeof RATE_LIMITS, key: (ctx: HttpContext) => string) {
  const { requests, window } = RATE_LIMITS[name]
  return limiter.define(name, (ctx) =>
    (ctx as Partial<HttpContext>).auth?.user
      ? limiter.allowRequests(requests).every(window).usingKey(key(ctx))
      : limiter.noLimit()
  )
}

/**
 * Only the visits of a page that come back from a checkout (they carry the
 * gateway's return parameters and ask the gateway); the page itself is free.
 * Shares the budget of the verify calls (same limiter name).
 */
function perActorOnReturn(name: keyof typeof RATE_LIMITS, returnParams: readonly string[]) {
  const { requests, window } = RATE_LIMITS[name]
  return limiter.define(name, (ctx) =>
    returnParams.some((param) => ctx.request.qs()[param] !== undefined)
      ? limiter.allowRequests(requests).every(window).usingKey(actorKey(ctx))
      : limiter.noLimit()
  )
}

/**
 * The limiter middleware by purpose. On routes behind `auth`, put it on the
 * route (route middleware runs after the group's, so the user is known).
 */
export const throttle = {
  /** Every /login and /register request (wrong passwords are counted by LoginGuard). */
  signInRequests: perIp('signInRequestsPerIp'),
  registration: perIp('registrationsPerIp'),
  imageUpload: perActor('imageUploads'),
  listingCreation: perActor('listingCreations'),
  favorites: perActor('favorites'),
  /** Saved searches and marking notifications read (issue 31). */
  savedSearches: perActor('savedSearches'),
  paymentOrder: perActor('paymentOrders'),
  /** verify-razorpay, verify-stripe, legacy verify-payment, the booking return: most ask the gateway. */
  paymentVerification: perActor('paymentVerifications'),
  /** GET /credits: only a checkout's return (it asks the gateway) spends the verification budget. */
  paymentReturn: perActorOnReturn('paymentVerifications', CHECKOUT_RETURN_PARAMS),
  reverseGeocoding: perActor('reverseGeocoding'),
  preferences: perActor('preferences'),
  /** An owner's phone and e-mail: per account (a day) and per IP (an hour), see RATE_LIMITS. */
  contactRevealPerUser: perActor('contactRevealsPerUser'),
  contactRevealPerIp: perIp('contactRevealsPerIp'),
  /** The page's reveal, open to guests (401 opens the login dialog): only signed-in reveals count. */
  pageContactRevealPerUser: signedInOnly('contactRevealsPerUser', actorKey),
  pageContactRevealPerIp: signedInOnly('contactRevealsPerIp', (ctx) => `ip_${ctx.request.ip()}`),
  /** The enquiry form stays open to everyone: per client and per listing. */
  enquiryPerClient: perIp('enquiriesPerClient'),
  enquiryPerListing: perListing('enquiriesPerListing'),
  /** Site visits and 'Contact Developer': the enquiry budget per client, and one per venture. */
  ventureLeadPerVenture: perVenture('ventureLeadsPerVenture'),
  ventureWrites: perActor('ventureWrites'),
  passwordChange: perActor('passwordChanges'),
  tokenCreation: perActor('tokenCreations'),
  /** "Forgot password?" (the per-e-mail budget is spent by PasswordReset itself). */
  passwordResetRequest: perIp('passwordResetRequestsPerIp'),
  passwordReset: perIp('passwordResetsPerIp'),
  /** POST /csp-report: a page reports a few violations; nobody may fill the log. */
  cspReports: perIp('cspReportsPerIp'),
  bulkUploads: perActor('bulkUploads'),
  /** GET /bulk-upload/template and /api/bulk-upload/template, open to everyone. */
  templateDownloads: perIp('templateDownloadsPerIp'),
  /** GET /ventures/:id, /api/ventures/:id and /api/ventures/:id/properties. */
  ventureViews: perActor('ventureViews'),
  /** GET /ventures/:id/units/:unitId, the unit dialog's details. */
  ventureUnitViews: perActor('ventureUnitViews'),
  /** The sitemap index and its files. */
  sitemaps: perIp('sitemapsPerIp'),
  /** Lead status changes on the dashboard (page and /api), per account. */
  leadStatusChanges: perActor('leadStatusChanges'),
  adminWrites: perActor('adminWrites'),
  /** Contact form, assistant and any later public write. */
  publicWrite: perActor('publicWrites'),
  /** POST /chat/send and /api/chat/send (issue 17). */
  assistant: perActor('assistantMessages'),
  /** Contact Us, the page's form and POST /api/contact/submit: per client. */
  contactSubmissions: perIp('contactSubmissionsPerClient'),
}
