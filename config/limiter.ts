import env from '#start/env'
import { defineConfig, stores } from '@adonisjs/limiter'

const limiterConfig = defineConfig({
  default: env.get('LIMITER_STORE'),
  stores: {
    /**
     * Database store (the default): counters live in the `rate_limits` table,
     * so every app instance sharing the database shares the limits.
     */
    database: stores.database({
      tableName: 'rate_limits',
    }),

    /** Redis store (LIMITER_STORE=redis, config/redis.ts): counters shared by every instance without database writes. */
    redis: stores.redis({ connectionName: 'main' }),

    /** Memory store, for tests and single-process development. */
    memory: stores.memory({}),
  },
})

export default limiterConfig

declare module '@adonisjs/limiter/types' {
  export interface LimitersList extends InferLimiters<typeof limiterConfig> {}
}

export type RateLimit = { requests: number; window: string }

/**
 * Every rate limit of the application, in one table. The middleware in
 * `start/limiter.ts` and the sign-in guard read their numbers from here; a
 * limit is keyed per signed-in user where there is one, otherwise per IP.
 * docs/security.md ("Rate limits") repeats this table for operators.
 */
export const RATE_LIMITS = {
  /** Any /login or /register request per IP, wrong or right: each one costs an argon2 hash (tens of ms of CPU). */
  signInRequestsPerIp: { requests: 60, window: '1 minute' },
  /** Wrong passwords for one account from one IP: the person typing gets 5 tries, then waits. Reset by a success. */
  loginFailuresPerEmailAndIp: { requests: 5, window: '15 minutes' },
  /** Wrong passwords from one IP over all accounts: one machine cannot sweep many accounts. */
  loginFailuresPerIp: { requests: 30, window: '15 minutes' },
  /**
   * Wrong passwords for one account from anywhere: keeps guessing slow (100 an hour) even from many
   * machines. Far above what one stranger's IP can add (5 per 15 minutes), so one stranger cannot
   * lock the owner out; only many addresses together could.
   */
  loginFailuresPerEmail: { requests: 100, window: '1 hour' },
  /** New accounts per IP: stops scripted sign-ups while an office or a family can still register. */
  registrationsPerIp: { requests: 20, window: '1 hour' },
  /** Photo uploads: each is decoded and resized three times; 12 photos a listing, a few listings an hour. */
  imageUploads: { requests: 60, window: '1 hour' },
  /**
   * New listings (drafts included): an agent posting a morning's stock one by one stays under 60 an hour;
   * more is a script, and builders have bulk upload. Above the 50 parallel posts the concurrency test sends,
   * so that test still sees the ledger's 201/402 answers rather than this limit.
   */
  listingCreations: { requests: 60, window: '1 hour' },
  /** Favorite / unfavorite: cheap, but each is a write; 60 a minute is faster than anyone taps. */
  favorites: { requests: 60, window: '1 minute' },
  /** Saving, renaming, deleting a saved search and marking notifications read: a person's clicks, not a script's. */
  savedSearches: { requests: 30, window: '1 minute' },
  /** Checkout orders (credits and bookings): each one calls Razorpay or Stripe and opens a payment row. */
  paymentOrders: { requests: 10, window: '10 minutes' },
  /**
   * Payment verifications and checkout returns (verify-razorpay, verify-stripe, the legacy verify-payment, the
   * pages a checkout returns to): most ask Razorpay or Stripe about the payment. A buyer confirms a few payments;
   * 30 in 10 minutes leaves room for retries and reloads, and one account cannot drive our gateway quota.
   */
  paymentVerifications: { requests: 30, window: '10 minutes' },
  /** Reverse geocoding: public, and may call an external geocoder; a page asks once per "detect". */
  reverseGeocoding: { requests: 30, window: '1 minute' },
  /** Country and language choices: public cookie writes; a person switches a few times. */
  preferences: { requests: 30, window: '1 minute' },
  /**
   * Owner contact reveals per account: an owner's phone goes only to signed-in people who ask, and
   * one account cannot harvest more than 50 numbers a day (listing ids are sequential).
   */
  contactRevealsPerUser: { requests: 50, window: '1 day' },
  /**
   * Reveals per IP: many accounts on one machine cannot harvest either. Hourly and wider than per
   * account because Indian mobile carriers put many people behind one address.
   */
  contactRevealsPerIp: { requests: 100, window: '1 hour' },
  /** Enquiries per client IP: the form is open to everyone, but one script cannot flood owners. */
  enquiriesPerClient: { requests: 10, window: '1 hour' },
  /** Enquiries per listing from anywhere: no single owner is flooded from many addresses. */
  enquiriesPerListing: { requests: 30, window: '1 hour' },
  /** Site-visit and 'Contact Developer' leads per venture from anywhere: no developer is flooded. */
  ventureLeadsPerVenture: { requests: 30, window: '1 hour' },
  /**
   * A builder's writes to ventures, towers and units: adding units one by one in a busy hour stays under
   * 300; whole towers come from 'Generate units' (one request) and spreadsheets from bulk upload.
   */
  ventureWrites: { requests: 300, window: '1 hour' },
  /** Password changes per account: each checks the current password, so a stolen token cannot guess it quickly. */
  passwordChanges: { requests: 10, window: '1 hour' },
  /**
   * New personal access tokens per account (issue 30): a person makes one per machine or
   * job, a few a day; a leaked token cannot mint thousands.
   */
  tokenCreations: { requests: 20, window: '1 hour' },
  /** "Forgot password?" per IP: each may send a mail; a family or office asking a few times stays far below. */
  passwordResetRequestsPerIp: { requests: 10, window: '1 hour' },
  /** ... and per e-mail given (an account or not, so the answer tells nothing): nobody's inbox is flooded. */
  passwordResetRequestsPerEmail: { requests: 3, window: '1 hour' },
  /** Setting the new password per IP: each try hashes a password (argon2); tokens cannot be guessed anyway. */
  passwordResetsPerIp: { requests: 20, window: '1 hour' },
  /** CSP violation reports per IP: one page reports a few; nobody may fill the log. */
  cspReportsPerIp: { requests: 30, window: '1 minute' },
  /** Bulk upload previews, imports, error copies and undos per account: each reads a spreadsheet of up to 10 MB. */
  bulkUploads: { requests: 20, window: '1 minute' },
  /**
   * Bulk-upload template downloads per IP (open to everyone): the bytes are built once per language and kept,
   * so this only stops a script from using the route as a bandwidth pump; a person downloads it a few times.
   */
  templateDownloadsPerIp: { requests: 30, window: '1 minute' },
  /**
   * Sitemap index and files per IP (open to everyone): each file is built at most once an hour and kept, so this
   * only bounds what one address can make the server build and send; a crawler reads the index and its files
   * (about 20 at a million listings), well under it.
   */
  sitemapsPerIp: { requests: 60, window: '1 minute' },
  /**
   * A venture's page and its /api reads (the venture, its units) per user or IP: open to everyone, and each one
   * reads and renders every listed unit (about 0.15 ms of CPU a unit: a third of a second at 2,000 units). A
   * visitor opens a few ventures a minute; a crawler stays under one a second.
   */
  ventureViews: { requests: 60, window: '1 minute' },
  /**
   * A unit's details in the venture page's dialog per user or IP: one row each, so cheap, but open to everyone;
   * a visitor comparing units opens a few a minute, a script reading 20,000 units one by one waits.
   */
  ventureUnitViews: { requests: 120, window: '1 minute' },
  /** Lead status changes per account: an agent working through the morning's leads clicks a few a minute. */
  leadStatusChanges: { requests: 60, window: '1 minute' },
  /** Admin panel writes per admin (role, delete, restore, master data, cancel): a busy admin, not a script gone wild. */
  adminWrites: { requests: 120, window: '1 minute' },
  /**
   * Every other public write (contact form, assistant, bulk upload, ...): use `throttle.publicWrite`
   * from `start/limiter.ts` on the route.
   */
  publicWrites: { requests: 10, window: '1 minute' },
  /**
   * Chat assistant messages per client: each runs a search and a count. A person asks a question every few seconds
   * at most and removes a few chips; 20 a minute is plenty for that and keeps a script from using it as a free search API.
   */
  assistantMessages: { requests: 20, window: '1 minute' },
  /**
   * Contact Us messages per client IP (page and /api share it): a person sends
   * a few, a script cannot fill the admins' inbox. Refusals by the validator
   * or the honeypot spend the budget too.
   */
  contactSubmissionsPerClient: { requests: 5, window: '1 hour' },
} as const satisfies Record<string, RateLimit>
